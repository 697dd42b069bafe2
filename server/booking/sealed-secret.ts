/**
 * A salesperson's CalDAV password, stored sealed (decision 471): AES-256-GCM under a key of
 * the server secret `calendar-credentials`, which every instance shares through the database.
 * A copy of the database alone (a backup, a dump) does not read it without the secrets table,
 * and a changed sealed value fails to open instead of giving a wrong password.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DatabaseSchema } from '@server/db/schema';
import { secretKey } from '@server/db/server-secret';
import type { Kysely } from 'kysely';

type Db = Kysely<DatabaseSchema>;
const purpose = 'calendar-credentials';

/** 'v1.<iv>.<tag>.<ciphertext>', base64url parts. */
export async function seal(db: Db, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await secretKey(db, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join(
    '.',
  );
}

export async function unseal(db: Db, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await secretKey(db, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
