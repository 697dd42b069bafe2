/**
 * What a receiver does with our webhook calls: verify them with the official Standard Webhooks
 * library (npm `standardwebhooks`, as docs/lead-api.md's sample does), which checks the signature
 * over the id, the timestamp and the raw body, and refuses a timestamp more than five minutes
 * off.
 */
import { Webhook } from 'standardwebhooks';

export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const wanted = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
  const given: Record<string, string> = {};
  for (const name of wanted) {
    const value = headers[name];
    if (typeof value !== 'string') return false;
    given[name] = value;
  }
  try {
    new Webhook(secret).verify(rawBody, given);
    return true;
  } catch {
    return false;
  }
}
