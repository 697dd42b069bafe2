/**
 * A privacy request is confirmed from the address it names (decision 322): its link carries
 * the request's id and a code, a keyed hash of that id under a secret only the server knows,
 * so nobody can make a code for a request they did not receive the mail of. The link is good
 * for `privacyRequestVerificationHours` after the request and once: a used link finds the
 * request verified already and says so. Opening the link shows a page whose button confirms
 * (a POST); a mail scanner's GET confirms nothing.
 */

import { timingSafeEqual } from 'node:crypto';
import type { Language } from '@contract/languages';
import {
  type PrivacyRequestKind,
  privacyRequestConfirmPaths,
  privacyRequestVerificationHours,
} from '@contract/privacy-request';
import type { DatabaseSchema } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import type { Kysely } from 'kysely';
import { z } from 'zod';

type Db = Kysely<DatabaseSchema>;

const hour = 60 * 60 * 1000;

export const verificationCodeOf = (db: Db, requestId: string) =>
  keyedHash(db, 'privacy-request-verification', requestId);

export const verificationExpiresAt = (receivedAt: Date | string) =>
  new Date(new Date(receivedAt).getTime() + privacyRequestVerificationHours * hour);

/** The link of the mail: the confirmation page in the request's language on our own site. */
export async function verificationLink(
  db: Db,
  siteUrl: string,
  request: { id: string; language: string },
) {
  const path =
    request.language === 'en' ? privacyRequestConfirmPaths.en : privacyRequestConfirmPaths.pt;
  const url = new URL(path, siteUrl);
  url.searchParams.set('pedido', request.id);
  url.searchParams.set('codigo', await verificationCodeOf(db, request.id));
  return url.toString();
}

/** What a link is worth now: the same answer for the page (GET) and the button (POST). */
export type LinkState = 'valid' | 'verified' | 'expired' | 'invalid';

const linkParams = z.object({ pedido: z.uuid(), codigo: z.string().regex(/^[0-9a-f]{64}$/) });

async function findByLink(db: Db, params: unknown, now: Date) {
  const parsed = linkParams.safeParse(params);
  if (!parsed.success) return { state: 'invalid' as const };
  const { pedido: id, codigo: code } = parsed.data;
  const expected = Buffer.from(await verificationCodeOf(db, id));
  if (!timingSafeEqual(expected, Buffer.from(code))) return { state: 'invalid' as const };
  const row = await db
    .selectFrom('privacy_requests')
    .select(['id', 'received_at', 'verified_at', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
  // Deleted since (by the team, or with the person's erasure): nothing left to confirm.
  if (!row) return { state: 'invalid' as const };
  if (row.verified_at) return { state: 'verified' as const, id };
  if (verificationExpiresAt(row.received_at).getTime() <= now.getTime())
    return { state: 'expired' as const, id };
  return { state: 'valid' as const, id };
}

export async function linkState(db: Db, params: unknown, now = new Date()): Promise<LinkState> {
  return (await findByLink(db, params, now)).state;
}

/**
 * The button: marks the request verified if its link is still good. Answers what the link was
 * worth: 'valid' means it is verified now; a second use answers 'verified'.
 */
export async function verifyByLink(db: Db, params: unknown, now = new Date()) {
  const found = await findByLink(db, params, now);
  if (found.state !== 'valid') return found.state;
  // One statement: two clicks at once verify it once, and the second is told it was already.
  const updated = await db
    .updateTable('privacy_requests')
    .set({ verified_at: now })
    .where('id', '=', found.id)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? ('valid' as const) : ('verified' as const);
}

export interface VerificationMail {
  to: string;
  kind: PrivacyRequestKind;
  language: Language;
  link: string;
  expiresAt: Date;
}

/** What the verification mail needs, or why there is none to send. */
export async function verificationMailFor(
  db: Db,
  siteUrl: string,
  requestId: string,
  now = new Date(),
): Promise<{ skipped: string } | { mail: VerificationMail }> {
  const row = await db
    .selectFrom('privacy_requests')
    .select(['id', 'email', 'kind', 'language', 'received_at', 'verified_at'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!row) return { skipped: 'request_gone' };
  if (row.verified_at) return { skipped: 'already_verified' };
  const expiresAt = verificationExpiresAt(row.received_at);
  if (expiresAt.getTime() <= now.getTime()) return { skipped: 'link_expired' };
  return {
    mail: {
      to: row.email,
      kind: row.kind,
      language: row.language === 'en' ? 'en' : 'pt',
      link: await verificationLink(db, siteUrl, row),
      expiresAt,
    },
  };
}
