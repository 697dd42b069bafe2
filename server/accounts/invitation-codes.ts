/**
 * The code of a link mailed once (decision 375, as decision 322's): a keyed hash of the
 * record's id under a server secret of its purpose, so nobody makes a code for a record whose
 * mail they did not receive, and nothing secret is stored beside the record. Single use and
 * expiry are the record's own columns (used_at, expires_at), checked by its owner.
 */
import { timingSafeEqual } from 'node:crypto';
import type { DatabaseSchema } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import type { Kysely } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export const oneTimeCodeShape = /^[0-9a-f]{64}$/;

export const oneTimeCode = (db: Db, purpose: string, id: string) => keyedHash(db, purpose, id);

/** In constant time, whatever was typed or altered in the link. */
export async function oneTimeCodeMatches(db: Db, purpose: string, id: string, code: string) {
  if (!oneTimeCodeShape.test(code)) return false;
  const expected = Buffer.from(await oneTimeCode(db, purpose, id));
  return timingSafeEqual(expected, Buffer.from(code));
}
