/**
 * Passkeys (WebAuthn, with @simplewebauthn/server; decision 450): discoverable credentials
 * with user verification required, so a passkey alone signs its person in and counts as both
 * factors (something held, unlocked by something known or something one is). The relying
 * party is the configured site (decision 341): its host is the RP ID, its origin the only
 * origin taken. The table keeps public keys only.
 */
import type { DatabaseSchema } from '@server/db/schema';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party of a site URL (PUBLIC_SITE_URL, decision 341). */
export function relyingPartyOf(publicSiteUrl: string, name: string): RelyingParty {
  const url = new URL(publicSiteUrl);
  return { id: url.hostname, origin: url.origin, name };
}

const asTransports = (list: string[]) => list as AuthenticatorTransport[];

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: { id: string; email: string; name: string | null },
) {
  const existing = await db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name ?? user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.id,
      transports: asTransports(row.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Keeps the new passkey if the browser's answer proves it; false when it does not. */
export async function registerPasskey(
  trx: Db,
  rp: RelyingParty,
  {
    userId,
    expectedChallenge,
    response,
    device,
  }: { userId: string; expectedChallenge: string; response: unknown; device: string | null },
): Promise<boolean> {
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    // A malformed answer, another origin, a missing verification: the library says why, in
    // English, for the developer; the person is told it did not work.
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  const added = await trx
    .insertInto('passkeys')
    .values({
      id: credential.id,
      user_id: userId,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      device,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return added !== undefined;
}

/** Options for a sign-in with any passkey of this site (the authenticator offers its own). */
export function authenticationOptions(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
}

/** The account a passkey's answer proves, or undefined. Its counter moves on. */
export async function verifyPasskey(
  trx: Db,
  rp: RelyingParty,
  { expectedChallenge, response }: { expectedChallenge: string; response: unknown },
): Promise<string | undefined> {
  const id = (response as { id?: unknown }).id;
  if (typeof id !== 'string') return undefined;
  const row = await trx
    .selectFrom('passkeys')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
        counter: Number(row.counter),
        transports: asTransports(row.transports),
      },
    });
  } catch {
    return undefined;
  }
  if (!verified.verified) return undefined;
  await trx
    .updateTable('passkeys')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .execute();
  return row.user_id;
}

export async function listPasskeys(db: Db, userId: string) {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'device', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at && new Date(row.last_used_at).toISOString(),
  }));
}

export async function removePasskey(trx: Db, userId: string, id: string): Promise<boolean> {
  const removed = await trx
    .deleteFrom('passkeys')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
