/**
 * Server-side sessions in the database, so every instance on one PostgreSQL knows them. The
 * browser holds a random token in a cookie; the table holds its SHA-256, so a leaked copy of
 * the table opens nothing. A session ends after 8 hours without a request, 7 days after the
 * sign-in at most, when its person signs out, or when their password is reset. Every time is
 * the database's clock, never an instance's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';
import { type User, userFromRow } from './users';

type Db = Kysely<DatabaseSchema>;

/** How long a session lives without a request, and at most (server/config.ts). */
export interface SessionLifetimes {
  idleHours: number;
  maxDays: number;
}

export const defaultSessionLifetimes: SessionLifetimes = { idleHours: 8, maxDays: 7 };
export const sessionMaxDays = defaultSessionLifetimes.maxDays;
/** last_seen_at is written at most this often, not on every request. */
const touchEverySeconds = 60;

const newToken = () => randomBytes(32).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Session {
  user: User;
  csrfToken: string;
  /** The devices list's name for it (migration 0510). */
  sessionId: string;
}

export const stillValid = ({ idleHours, maxDays }: SessionLifetimes = defaultSessionLifetimes) =>
  sql<boolean>`sessions.last_seen_at > now() - make_interval(hours => ${idleHours})
  and sessions.created_at > now() - make_interval(days => ${maxDays})`;

/** A new session for the account; the token goes in the cookie and nowhere else. */
export async function createSession(db: Db, userId: string, device: string | null = null) {
  const token = newToken();
  const csrfToken = newToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash(token), user_id: userId, csrf_token: csrfToken, device })
    .execute();
  return { token, csrfToken };
}

/** The session of this token when it is still valid, after noting that it was used. */
export async function findSession(
  db: Db,
  token: string,
  lifetimes: SessionLifetimes = defaultSessionLifetimes,
): Promise<Session | undefined> {
  const hash = tokenHash(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.csrf_token',
      'sessions.id as session_id',
      sql<boolean>`sessions.last_seen_at < now() - make_interval(secs => ${touchEverySeconds})`.as(
        'due_for_touch',
      ),
    ])
    .where('sessions.token_hash', '=', hash)
    .where(stillValid(lifetimes))
    // Its sessions end at deactivation; this only closes the moment in between.
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.due_for_touch) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql`now()` })
      .where('token_hash', '=', hash)
      .execute();
  }
  return { user: userFromRow(row), csrfToken: row.csrf_token, sessionId: row.session_id };
}

export async function deleteSession(db: Db, token: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
}

/** Expired sessions are dead already; this only keeps the table small (run at sign-in). */
export async function purgeExpiredSessions(
  db: Db,
  lifetimes: SessionLifetimes = defaultSessionLifetimes,
) {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.not(stillValid(lifetimes)))
    .execute();
}
