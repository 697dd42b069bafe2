import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PGliteStatements } from './pglite-statements';

describe('PGliteStatements', () => {
  let pglite: PGlite;

  beforeEach(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`
      create table things (
        id serial primary key,
        name text not null unique,
        seen_at timestamptz not null default now(),
        tags text[] not null default '{}',
        active boolean not null default true,
        note text
      )`);
  });

  afterEach(async () => {
    if (!pglite.closed) await pglite.close();
  });

  it('answers the rows PGlite.query() answers, with the same types', async () => {
    const statements = new PGliteStatements(pglite);
    const at = new Date('2026-11-22T10:00:00.123Z');
    await statements.query(
      'insert into things (name, seen_at, tags, note) values ($1, $2, $3, $4), ($5, $6, $7, $8)',
      ['a', at, ['x', 'y "quoted"', '🚚 ç', ''], null, 'b', at, [], 'ção 🚚'],
    );
    const text = 'select * from things where name = any($1::text[]) order by id';
    const ours = await statements.query(text, [['a', 'b']]);
    const theirs = await pglite.query(text, [['a', 'b']]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]).toEqual({
      id: 1,
      name: 'a',
      seen_at: at,
      tags: ['x', 'y "quoted"', '🚚 ç', ''],
      active: true,
      note: null,
    });
  });

  it('counts the rows an insert, update or delete touched', async () => {
    const statements = new PGliteStatements(pglite);
    const insert = 'insert into things (name) select unnest($1::text[])';
    expect((await statements.query(insert, [['a', 'b', 'c']])).affectedRows).toBe(3);
    const update = 'update things set active = false where name <> $1';
    expect((await statements.query(update, ['a'])).affectedRows).toBe(2);
    expect((await statements.query('delete from things', [])).affectedRows).toBe(3);
    expect((await statements.query('select 1 as one', [])).affectedRows).toBe(0);
  });

  it('runs a statement again with other values, and keeps working after an error', async () => {
    const statements = new PGliteStatements(pglite);
    const insert = 'insert into things (name) values ($1) returning id';
    expect((await statements.query(insert, ['a'])).rows).toEqual([{ id: 1 }]);
    await expect(statements.query(insert, ['a'])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.query('select from nowhere', [])).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await statements.query(insert, ['b'])).rows).toEqual([{ id: 3 }]);
  });

  it('keeps at most its capacity of statements prepared, and still runs the evicted ones', async () => {
    const statements = new PGliteStatements(pglite, 2);
    for (const value of [1, 2, 3, 4, 1, 2]) {
      const { rows } = await statements.query(`select $1::int + ${value} as sum`, [1]);
      expect(rows).toEqual([{ sum: 1 + value }]);
    }
    const prepared = await pglite.query<{ count: number }>(
      'select count(*)::int as count from pg_prepared_statements',
    );
    expect(prepared.rows[0]?.count).toBe(2);
  });

  it('prepares a statement again once a change of table made it stale', async () => {
    const statements = new PGliteStatements(pglite);
    await statements.query('insert into things (name) values ($1)', ['a']);
    const select = 'select * from things where name = $1';
    await statements.query(select, ['a']);
    await statements.query('alter table things add column size int', []);
    // PostgreSQL refuses the old statement once; the next query prepares it anew.
    const retried = await statements
      .query(select, ['a'])
      .catch(() => statements.query(select, ['a']));
    expect(retried.rows[0]).toMatchObject({ name: 'a', size: null });
  });

  it('keeps a transaction: statements between begin and rollback leave nothing', async () => {
    const statements = new PGliteStatements(pglite);
    await statements.query('begin', []);
    await statements.query('insert into things (name) values ($1)', ['a']);
    await statements.query('rollback', []);
    expect((await statements.query('select count(*)::int as n from things', [])).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('shares a PGlite with another cache without their statement names colliding', async () => {
    const first = new PGliteStatements(pglite);
    const second = new PGliteStatements(pglite);
    expect((await first.query('select $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    expect((await second.query('select $1::text as t', ['a'])).rows).toEqual([{ t: 'a' }]);
  });

  it('says PGlite is closed instead of calling into a closed database', async () => {
    const statements = new PGliteStatements(pglite);
    await pglite.close();
    await expect(statements.query('select 1', [])).rejects.toThrow('PGlite is closed');
  });

  // PGlite drops a message that starts on a multiple of 8,192 bytes of one call's input: these
  // lengths put the Describe, the Execute or the Sync there, past the first and second block.
  it('answers every statement and ends its transaction, whatever its length', async () => {
    const statements = new PGliteStatements(pglite);
    const text = 'select length($1::text) as n, txid_current()::text as transaction';
    const lengths = [
      ...Array.from({ length: 80 }, (_, index) => 8120 + index),
      ...Array.from({ length: 80 }, (_, index) => 16312 + index),
    ];
    const transactions = new Set<string>();
    for (const length of lengths) {
      const { rows } = await statements.query<{ n: number; transaction: string }>(text, [
        'x'.repeat(length),
      ]);
      expect(rows.map((row) => row.n)).toEqual([length]);
      transactions.add(rows[0]?.transaction ?? '');
    }
    // A lost Sync would leave the implicit transaction open for the next statement.
    expect(transactions.size).toBe(lengths.length);
  });

  it("prepares a statement whose text crosses PGlite's 8 KB input blocks", async () => {
    const statements = new PGliteStatements(pglite);
    // The array is written by its parameter's type, which a lost Describe would leave unknown.
    for (let padding = 8060; padding < 8200; padding++) {
      const text = `select cardinality($1::text[]) as n -- ${'x'.repeat(padding)}`;
      expect((await statements.query(text, [['a', 'b']])).rows).toEqual([{ n: 2 }]);
    }
  });
});
