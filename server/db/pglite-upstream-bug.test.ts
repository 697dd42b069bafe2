/**
 * The PGlite bug that pglite-statements.ts works around (its `blockSafeInputs`), reproduced on
 * the pinned PGlite: a message that starts exactly at 8,192 bytes of one call's input is
 * dropped. When this test fails, the pinned version no longer has the bug: remove the
 * workaround (and this test).
 */
import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(() => db.close());

/** A simple Query message of exactly `length` bytes, padded with a comment. */
function queryOfLength(sql: string, length: number) {
  const bare = protocol.serialize.query(`${sql} --`).length;
  return protocol.serialize.query(`${sql} --${'x'.repeat(length - bare)}`);
}

async function commandsAnswered(firstLength: number) {
  const first = queryOfLength('select 1', firstLength);
  const second = protocol.serialize.query('select 2');
  const input = new Uint8Array(first.length + second.length);
  input.set(first, 0);
  input.set(second, first.length);
  const { messages } = await db.execProtocol(input);
  return messages.filter((message) => message.name === 'commandComplete').length;
}

describe('the pinned PGlite', () => {
  it('answers both queries when the second does not start on a block end', async () => {
    expect(await commandsAnswered(8191)).toBe(2);
    expect(await commandsAnswered(8193)).toBe(2);
  });

  it('still drops a message that starts at 8,192 bytes of one call', async () => {
    expect(
      await commandsAnswered(8192),
      'upstream fixed: remove the workaround (blockSafeInputs in server/db/pglite-statements.ts) and this test',
    ).toBe(1);
  });
});
