/**
 * Sends a contact request to the lead API (docs/product.md §7) and is honest about
 * the outcome: it resolves only when the API confirms the lead (a 2xx answer whose first item's
 * status is 'MSG ENVIADA', docs/product.md §7) and throws a `ContactSendError` naming what went wrong in
 * every other case. The original routine swallowed errors; nothing is swallowed here.
 */
import type { Attribution } from '@contract/attribution';
import type { honeypotField } from '@contract/request-conventions';
import type { ContactRequest } from '@contract/schema';
import { site } from '@/content/site';

const successStatus = 'MSG ENVIADA';
export const sendTimeoutMs = 15_000;
const contactSendPath = '/contacts/send';

/**
 * What the browser posts: the validated request, where the visit came from, and the honeypot
 * when a bot filled it.
 */
export type ContactPayload = ContactRequest & { attribution?: Attribution } & Partial<
    Record<typeof honeypotField, string>
  >;

export type ContactSendFailure =
  /** The request never got an answer: offline, DNS, CORS, connection reset. */
  | 'network'
  /** No complete answer within `sendTimeoutMs`. */
  | 'timeout'
  /** 400: the API named invalid fields (`fields`). */
  | 'invalid'
  /** 429: too many requests; `retryAfterSeconds` says when to try again. */
  | 'rate-limited'
  /** 503: the service is down for a moment (its database); `retryAfterSeconds` when given. */
  | 'unavailable'
  /** Any other non-2xx answer (`status`). */
  | 'rejected'
  /** A 2xx answer whose first item's status is not 'MSG ENVIADA'. */
  | 'unconfirmed'
  /** A 2xx answer that is not the expected JSON list. */
  | 'unreadable';

export class ContactSendError extends Error {
  override readonly name = 'ContactSendError';
  readonly kind: ContactSendFailure;
  /** HTTP status, when there was an answer. */
  readonly status?: number;
  /** Field → message, when the API named invalid fields. */
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    kind: ContactSendFailure,
    message: string,
    details: {
      status?: number;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export interface SendContactOptions {
  /** One per submission, the same for its retries: the API stores one lead per key. */
  idempotencyKey: string;
  /** Origin of the API; empty means the site's own origin. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** The confirmation of a stored lead. */
export interface ContactSent {
  id?: string;
}

export function contactSendUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${contactSendPath}`;
}

export async function sendContact(
  payload: ContactPayload,
  { idempotencyKey, apiBaseUrl = site.apiBaseUrl, timeoutMs = sendTimeoutMs }: SendContactOptions,
): Promise<ContactSent> {
  const controller = new AbortController();
  // A timer of our own rather than AbortSignal.timeout(), so tests can drive it with fake timers.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const failedToArrive = (cause: unknown) =>
    controller.signal.aborted
      ? new ContactSendError('timeout', `No answer within ${timeoutMs} ms`, { cause })
      : new ContactSendError('network', 'The request did not reach the API', { cause });

  try {
    let response: Response;
    let text: string;
    try {
      // No Access-Control-Allow-Origin here: that is a response header, the API sends it.
      response = await fetch(contactSendUrl(apiBaseUrl), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify(payload),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      throw failedToArrive(cause);
    }
    const body = parseJson(text);

    if (!response.ok) throw failureOfAnswer(response, body);

    const first: unknown = Array.isArray(body) ? body[0] : undefined;
    if (!isRecord(first)) {
      throw new ContactSendError('unreadable', 'The answer is not a list of results', {
        status: response.status,
        cause: text.slice(0, 200),
      });
    }
    if (first.status !== successStatus) {
      throw new ContactSendError('unconfirmed', `The API answered status ${String(first.status)}`, {
        status: response.status,
      });
    }
    return typeof first.id === 'string' ? { id: first.id } : {};
  } finally {
    clearTimeout(timer);
  }
}

function failureOfAnswer(response: Response, body: unknown): ContactSendError {
  const { status } = response;
  if (status === 400 && isRecord(body) && isRecord(body.fields)) {
    const fields = Object.fromEntries(
      Object.entries(body.fields).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
    return new ContactSendError('invalid', `The API refused fields: ${Object.keys(fields)}`, {
      status,
      fields,
    });
  }
  if (status === 429 || status === 503) {
    const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
    const [kind, message] =
      status === 429
        ? (['rate-limited', 'Too many requests'] as const)
        : (['unavailable', 'The service is unavailable for a moment'] as const);
    return new ContactSendError(kind, message, {
      status,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    });
  }
  return new ContactSendError('rejected', `The API answered HTTP ${status}`, { status });
}

/** The answer's JSON, or undefined when it is not JSON (an HTML error page, a cut body). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
