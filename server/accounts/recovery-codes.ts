/**
 * One-time recovery codes (decision 450): ten per account, shown once when its second factor
 * is set up; the table keeps keyed hashes, and a used code's row stays so a second use is told
 * it was used, not that it is wrong. A new set replaces the old one whole.
 */
import { randomBytes } from 'node:crypto';
import { recoveryCodeCount } from '@contract/inbox-api';
import type { DatabaseSchema } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

/** Letters and digits nobody mistakes for one another (no 0/o, 1/l/i). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const codeLength = 10;

function newCode() {
  const bytes = randomBytes(codeLength);
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** "k7mq-x2pa-rt": typed in any case, with or without the dashes. */
const shown = (code: string) => `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
const normalised = (code: string) => code.toLowerCase().replaceAll(/[\s-]/g, '');
const hashOf = (db: Db, userId: string, code: string) =>
  keyedHash(db, 'recovery-code', `${userId}:${normalised(code)}`);

/** A fresh set, replacing any before it; the codes as the person is shown them, once. */
export async function newRecoveryCodes(trx: Db, userId: string): Promise<string[]> {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  const hashes = await Promise.all(codes.map((code) => hashOf(trx, userId, code)));
  await trx
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
  return codes.map(shown);
}

export type RecoveryOutcome = 'accepted' | 'used' | 'wrong';

/** Spends the code if it is one of the account's unused ones. */
export async function spendRecoveryCode(
  trx: Db,
  userId: string,
  code: string,
): Promise<RecoveryOutcome> {
  const hash = await hashOf(trx, userId, code);
  const spent = await trx
    .updateTable('recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) > 0) return 'accepted';
  const used = await trx
    .selectFrom('recovery_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .executeTakeFirst();
  return used ? 'used' : 'wrong';
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

export async function dropRecoveryCodes(trx: Db, userId: string) {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
