/**
 * One JSON request to a CRM vendor, with the outcome the outbox needs: a 2xx answer's JSON; a
 * 4xx refuses the request itself (PermanentDeliveryError, with the vendor's own message, so the
 * inbox shows what to fix); anything else (5xx, a redirect, a time-out, no connection) is
 * retried with backoff. Redirects are not followed, so a lead never goes anywhere but the
 * configured address (as the webhook, decision 067).
 */
import { PermanentDeliveryError } from './permanent-failure';

export interface CrmRequest {
  /** The vendor's name, first word of every error. */
  vendor: string;
  url: string;
  headers?: Record<string, string>;
  /** POST with this JSON body; without one, a GET (a look-up). */
  body?: object;
  timeoutMs: number;
}

/**
 * A vendor's message may repeat what it refused (an e-mail, a phone number): the message is
 * logged and shown, so addresses and long numbers are replaced.
 */
export function withoutPersonalData(message: string) {
  return message
    .replace(/[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g, '<address>')
    .replace(/\+?\d[\d\s().-]{6,}\d/g, '<number>');
}

/** The vendors' error shapes: `message`, `error`, `error_message`, or a list of `errors`. */
function vendorMessage(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const record = json as Record<string, unknown>;
  for (const key of ['message', 'error_message', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  const errors = record.errors;
  if (Array.isArray(errors)) {
    const messages = errors.map(vendorMessage).filter((text) => text !== undefined);
    if (messages.length > 0) return messages.join('; ');
  } else if (typeof errors === 'object' && errors !== null) {
    return vendorMessage(errors) ?? JSON.stringify(errors);
  }
  return undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    return text.trim() || undefined;
  }
}

export async function crmRequest({
  vendor,
  url,
  headers = {},
  body,
  timeoutMs,
}: CrmRequest): Promise<unknown> {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      Accept: 'application/json',
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) => {
    // fetch says only "fetch failed": the inbox should say who, and whether it was the clock.
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new Error(
      timedOut
        ? `${vendor} did not answer within ${timeoutMs} ms`
        : `${vendor} could not be reached`,
    );
  });
  const json = await readJson(response);
  if (response.ok) return json;
  const said = typeof json === 'string' ? json : vendorMessage(json);
  const text = withoutPersonalData(
    `${vendor} answered ${response.status}${said ? `: ${said}` : ''}`,
  ).slice(0, 400);
  if (
    response.status >= 400 &&
    response.status < 500 &&
    response.status !== 408 &&
    response.status !== 429
  ) {
    throw new PermanentDeliveryError(text);
  }
  if (response.status >= 300 && response.status < 400) {
    throw new Error(`${text} (redirects are not followed)`);
  }
  throw new Error(text);
}
