/**
 * POSTs each lead (lead.created), each correction of its contact fields (lead.updated, decision
 * 327) and each erasure or purge (lead.deleted, the lead's id only)
 * as JSON to LEADS_WEBHOOK_URL, signed with LEADS_WEBHOOK_SECRET as the Standard Webhooks
 * specification says (standardwebhooks.com), so a receiver verifies a call with the official
 * `standardwebhooks` library of its language (decision 212). Any answer but 2xx counts as a
 * failure, redirects included: they are not followed, so a call never goes anywhere but the
 * configured address (decision 067).
 */
import { createHash, createHmac } from 'node:crypto';
import type { NotificationSender } from './outbox-worker';
import { webhookPayload } from './webhook-payload';

export interface WebhookSettings {
  url: string;
  secret: string;
  timeoutMs?: number;
}

/**
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`
 * under the secret's key (the base64 after `whsec_`): the id and the time are signed with the
 * body, so a receiver that refuses an old timestamp and a seen id can be replayed nothing (docs/lead-api.md,
 * "Verifying a webhook call").
 */
function webhookSignature(key: Buffer, id: string, unixSeconds: number, body: Buffer) {
  const mac = createHmac('sha256', key)
    .update(`${id}.${unixSeconds}.`)
    .update(body)
    .digest('base64');
  return `v1,${mac}`;
}

/** The key of a `whsec_<base64>` secret (config.ts checks the shape). */
export const webhookKey = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

export function createWebhookSender({
  url,
  secret,
  timeoutMs = 10_000,
}: WebhookSettings): NotificationSender {
  const key = webhookKey(secret);
  async function post(payload: object, id: string) {
    // Signed and sent as the very same bytes.
    const body = Buffer.from(JSON.stringify(payload));
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        // Stable per event, so a receiver can drop a repeat should one ever happen.
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': webhookSignature(key, id, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Read (and drop) the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 300 && response.status < 400) {
      throw new Error(`webhook answered ${response.status} (redirects are not followed)`);
    }
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  }

  return {
    channel: 'webhook',
    send: (lead) => post(webhookPayload(lead), `lead-${lead.id}`),
    sendDeleted: (leadId) =>
      post({ event: 'lead.deleted', lead: { id: leadId } }, `lead-${leadId}-deleted`),
    // The id names the fields sent: a repeat of one correction is dropped by the receiver, a
    // later one with other values is not.
    sendUpdated: (lead) => {
      const payload = webhookPayload(lead, 'lead.updated');
      const digest = createHash('sha256').update(JSON.stringify(payload)).digest('hex');
      return post(payload, `lead-${lead.id}-updated-${digest.slice(0, 16)}`);
    },
  };
}
