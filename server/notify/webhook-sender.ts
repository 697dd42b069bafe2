/** POSTs each lead as JSON to LEADS_WEBHOOK_URL; any answer but 2xx counts as a failure. */
import { leadToJson } from '@server/leads/lead';
import type { NotificationSender } from '@server/outbox/outbox-worker';

export function createWebhookSender(url: string, timeoutMs = 10_000): NotificationSender {
  return {
    channel: 'webhook',
    async send(lead) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          // Stable per lead, so a receiver can drop a repeat should one ever happen.
          'Idempotency-Key': `lead-${lead.id}`,
        },
        body: JSON.stringify({ event: 'lead.created', lead: leadToJson(lead) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read (and drop) the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}
