/**
 * The short-lived challenges between two steps of a sign-in (decision 450): the password was
 * right and a code (or an enrolment) is due, or a passkey ceremony is under way. As with the
 * single-use links (decision 372), the browser holds `<id>.<keyed hash of the id>`, so nobody
 * makes one for a row they were not given and the table holds nothing that opens anything.
 * Each takes a few wrong codes, and an account a few more across its challenges, so knowing
 * the password buys a stranger no more than a handful of guesses at six digits.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { DatabaseSchema, SignInChallengesTable } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import { type Kysely, type Selectable, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;
export type ChallengePurpose = SignInChallengesTable['purpose'];
export type Challenge = Selectable<SignInChallengesTable>;

/** How long each may wait: an app is scanned in a minute, a passkey's prompt is quicker. */
export const challengeMinutes: Record<ChallengePurpose, number> = {
  second_step: 5,
  enrol: 15,
  passkey: 5,
  register: 5,
};
/** Wrong codes one challenge takes before it ends (the password step again). */
export const wrongCodesPerChallenge = 5;
/** Wrong codes an account takes across its challenges in the window below. */
export const wrongCodesPerAccount = 10;
const accountWindowMinutes = 15;

const shape = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-f]{64})$/;
const codeOf = (db: Db, purpose: ChallengePurpose, id: string) =>
  keyedHash(db, `sign-in-challenge:${purpose}`, id);

export async function issueChallenge(
  db: Db,
  {
    purpose,
    userId,
    webauthnChallenge = null,
  }: { purpose: ChallengePurpose; userId: string | null; webauthnChallenge?: string | null },
) {
  const id = randomUUID();
  const minutes = challengeMinutes[purpose];
  await db
    .insertInto('sign_in_challenges')
    .values({
      id,
      purpose,
      user_id: userId,
      webauthn_challenge: webauthnChallenge,
      expires_at: sql<Date>`now() + make_interval(mins => ${minutes})`,
    })
    .execute();
  // Old rows are dead already; this only keeps the table small.
  await db
    .deleteFrom('sign_in_challenges')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  return { token: `${id}.${await codeOf(db, purpose, id)}`, expiresInSeconds: minutes * 60 };
}

export type ChallengeState =
  | { state: 'valid'; row: Challenge }
  | { state: 'expired' | 'used' | 'invalid' | 'account_limit'; retryAfterSeconds?: number };

/**
 * The challenge if it can still be answered, locked until the caller's transaction ends (so
 * two answers at once are counted one after the other). One of `purposes`.
 */
export async function openChallenge(
  trx: Db,
  purposes: readonly ChallengePurpose[],
  token: unknown,
): Promise<ChallengeState> {
  const match = typeof token === 'string' ? shape.exec(token) : null;
  if (!match) return { state: 'invalid' };
  const [, id = '', code = ''] = match;
  const row = await trx
    .selectFrom('sign_in_challenges')
    .selectAll()
    .select(sql<boolean>`expires_at <= now()`.as('expired'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !purposes.includes(row.purpose)) return { state: 'invalid' };
  const expected = Buffer.from(await codeOf(trx, row.purpose, id));
  if (!timingSafeEqual(expected, Buffer.from(code))) return { state: 'invalid' };
  const { expired, ...challenge } = row;
  if (challenge.used_at || challenge.attempts >= wrongCodesPerChallenge) return { state: 'used' };
  if (expired) return { state: 'expired' };
  if (challenge.user_id) {
    const wait = await accountWait(trx, challenge.user_id);
    if (wait > 0) return { state: 'account_limit', retryAfterSeconds: wait };
  }
  return { state: 'valid', row: challenge };
}

/** Seconds until the account's wrong codes let one more through; 0 when they do now. */
async function accountWait(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sign_in_challenges')
    .select([
      sql<string>`coalesce(sum(attempts), 0)`.as('wrong'),
      sql<number | null>`ceil(extract(epoch from (min(created_at)
        + make_interval(mins => ${accountWindowMinutes}) - now())))`.as('wait'),
    ])
    .where('user_id', '=', userId)
    .where('attempts', '>', 0)
    .where(sql<boolean>`created_at > now() - make_interval(mins => ${accountWindowMinutes})`)
    .executeTakeFirstOrThrow();
  return Number(row.wrong) >= wrongCodesPerAccount ? Math.max(1, Number(row.wait ?? 1)) : 0;
}

/** A wrong answer; answers how many the challenge still takes. */
export async function countWrongAnswer(trx: Db, id: string): Promise<number> {
  const row = await trx
    .updateTable('sign_in_challenges')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return Math.max(0, wrongCodesPerChallenge - row.attempts);
}

/** The challenge was answered: it opens nothing again. */
export async function spendChallenge(trx: Db, id: string) {
  await trx
    .updateTable('sign_in_challenges')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** The WebAuthn challenge of the ceremony now under way on this challenge. */
export async function setWebauthnChallenge(trx: Db, id: string, webauthnChallenge: string) {
  await trx
    .updateTable('sign_in_challenges')
    .set({ webauthn_challenge: webauthnChallenge })
    .where('id', '=', id)
    .execute();
}
