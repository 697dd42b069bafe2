/**
 * What a receiver does with `Webhook-Signature` (docs/lead-api.md's sample, in TypeScript): recompute
 * the HMAC over the raw body, compare in constant time, refuse a timestamp older or newer
 * than the tolerance.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  { toleranceSeconds = 300, now = Date.now() } = {},
): boolean {
  if (typeof header !== 'string') return false;
  const fields = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(fields.get('t'));
  const v1 = fields.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}
