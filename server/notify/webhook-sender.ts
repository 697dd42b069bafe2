/**
 * POSTs each lead (lead.created) and each erasure (lead.deleted, the lead's id only) as JSON
 * to LEADS_WEBHOOK_URL, signed with LEADS_WEBHOOK_SECRET. Any answer but 2xx counts as a
 * failure, redirects included: they are not followed, so a call never goes anywhere but the
 * configured address (decision 067).
 */
import { createHmac } from 'node:crypto';
import type { NotificationSender } from '@server/outbox/outbox-worker';
import { webhookPayload } from './webhook-payload';

export interface WebhookSettings {
  url: string;
  secret: string;
  timeoutMs?: number;
}

/**
 * `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver
 * recomputes it over the raw bytes it got and refuses an old `t`, so a captured call cannot
 * be replayed later (docs/lead-api.md, "Verifying a webhook call").
 */
function webhookSignature(secret: string, body: Buffer, unixSeconds: number) {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.`).update(body).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export function createWebhookSender({
  url,
  secret,
  timeoutMs = 10_000,
}: WebhookSettings): NotificationSender {
  async function post(payload: object, idempotencyKey: string) {
    // Signed and sent as the very same bytes.
    const body = Buffer.from(JSON.stringify(payload));
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        // Stable per event, so a receiver can drop a repeat should one ever happen.
        'Idempotency-Key': idempotencyKey,
        'Webhook-Signature': webhookSignature(secret, body, Math.floor(Date.now() / 1000)),
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
  };
}
