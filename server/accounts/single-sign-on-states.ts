/**
 * The single sign-ons under way (decision 460): each `state` works once, for a few minutes,
 * from the browser that started it. Kept by the SHA-256 of the state and of the browser's
 * cookie, so the table alone opens no sign-in; taking a state deletes it, so a replayed
 * callback finds nothing, on any instance.
 */
import { createHash } from 'node:crypto';
import type { Language } from '@contract/languages';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

/** Long enough to sign in at the provider (a password, a second factor), no longer. */
export const stateMinutes = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function saveState(
  db: Db,
  state: {
    state: string;
    browserToken: string;
    nonce: string;
    codeVerifier: string;
    language: Language;
  },
) {
  // The expired ones are dead already; this keeps the table small.
  await db.deleteFrom('sso_states').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('sso_states')
    .values({
      state_hash: sha256(state.state),
      browser_hash: sha256(state.browserToken),
      nonce: state.nonce,
      code_verifier: state.codeVerifier,
      language: state.language,
      expires_at: sql<Date>`now() + make_interval(mins => ${stateMinutes})`,
    })
    .execute();
}

export type TakenState =
  | { outcome: 'unknown' }
  | { outcome: 'other-browser' }
  | { outcome: 'taken'; nonce: string; codeVerifier: string; language: Language };

/** The state's record, deleted as it is read: a second callback with it finds nothing. */
export async function takeState(
  db: Db,
  state: string,
  browserToken: string | undefined,
): Promise<TakenState> {
  const row = await db
    .deleteFrom('sso_states')
    .where('state_hash', '=', sha256(state))
    .returning([
      'browser_hash',
      'nonce',
      'code_verifier',
      'language',
      sql<boolean>`expires_at > now()`.as('alive'),
    ])
    .executeTakeFirst();
  if (!row?.alive) return { outcome: 'unknown' };
  if (!browserToken || sha256(browserToken) !== row.browser_hash) {
    return { outcome: 'other-browser' };
  }
  return {
    outcome: 'taken',
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    language: row.language,
  };
}
