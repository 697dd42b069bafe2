/**
 * Keyed hashes under a secret the instances share through the database: the first instance
 * that needs a secret makes it (random, 32 bytes), the others read it. A keyed hash of an
 * e-mail address or an IP cannot be reversed by hashing every candidate without the key, as
 * a plain SHA-256 of an IPv4 address can in minutes.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema';

type Db = Kysely<DatabaseSchema>;

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

async function readOrMake(db: Db, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

function secret(db: Db, name: string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = new Map();
    cache.set(db, secrets);
  }
  let value = secrets.get(name);
  if (!value) {
    value = readOrMake(db, name);
    // A failure (database unreachable) is not kept: the next call asks again.
    value.catch(() => secrets.delete(name));
    secrets.set(name, value);
  }
  return value;
}

/** HMAC-SHA-256 of `value` under the secret called `purpose`, hex. */
export async function keyedHash(db: Db, purpose: string, value: string): Promise<string> {
  return createHmac('sha256', await secret(db, purpose))
    .update(value)
    .digest('hex');
}

/**
 * A 32-byte key derived from the secret called `purpose`: what a value stored encrypted (a
 * salesperson's CalDAV password, decision 471) is sealed with, shared by every instance.
 */
export async function secretKey(db: Db, purpose: string): Promise<Buffer> {
  return createHmac('sha256', await secret(db, purpose))
    .update('encryption key')
    .digest();
}
