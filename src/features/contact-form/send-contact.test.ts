import { defaultSubject } from '@contract/request-conventions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ContactPayload,
  ContactSendError,
  contactSendUrl,
  sendContact,
  sendTimeoutMs,
} from './send-contact';

const payload: ContactPayload = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@example.com',
  phone: '11 99999-8888',
  message: 'Quero conhecer o TMS.',
  subject: defaultSubject,
  language: 'pt',
  page: '/contact',
};

const options = { idempotencyKey: 'key-1', apiBaseUrl: '' };

const fetchStub = vi.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  fetchStub.mockResolvedValueOnce(new Response(text, { status, headers }));
}

/** Runs the routine and returns the error it threw (failing the test if it resolved). */
async function failureOf(promise: Promise<unknown>): Promise<ContactSendError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the send to fail, but it resolved');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContactSendError);
  return error as ContactSendError;
}

beforeEach(() => {
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendContact: the request', () => {
  it('POSTs the payload as JSON with the idempotency key, and no CORS request header', async () => {
    answer(200, [{ status: 'MSG ENVIADA', id: 'lead-1' }]);
    await sendContact(payload, options);

    expect(fetchStub).toHaveBeenCalledOnce();
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('/contacts/send');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.has('Access-Control-Allow-Origin')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual(payload);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('posts to a configured API origin, with or without a trailing slash', () => {
    expect(contactSendUrl('')).toBe('/contacts/send');
    expect(contactSendUrl('https://api.example.com')).toBe('https://api.example.com/contacts/send');
    expect(contactSendUrl('https://api.example.com/')).toBe(
      'https://api.example.com/contacts/send',
    );
  });
});

describe('sendContact: success', () => {
  it('resolves with the lead id when the first item says MSG ENVIADA', async () => {
    answer(200, [{ status: 'MSG ENVIADA', id: 'lead-1' }]);
    await expect(sendContact(payload, options)).resolves.toEqual({ id: 'lead-1' });
  });

  it('accepts any 2xx answer and an item without id', async () => {
    answer(201, [{ status: 'MSG ENVIADA' }, { status: 'ignored' }]);
    await expect(sendContact(payload, options)).resolves.toEqual({});
  });
});

describe('sendContact: every other outcome is a failure', () => {
  it('network error', async () => {
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failureOf(sendContact(payload, options));
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('a body cut by the network', async () => {
    const broken = new Response('[{"status":');
    vi.spyOn(broken, 'text').mockRejectedValueOnce(new TypeError('network error'));
    fetchStub.mockResolvedValueOnce(broken);
    expect((await failureOf(sendContact(payload, options))).kind).toBe('network');
  });

  it(`no answer within ${sendTimeoutMs} ms: aborts the request`, async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    // Like the real fetch: never answers, rejects when its signal aborts.
    fetchStub.mockImplementationOnce((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal?.reason));
      });
    });
    const sending = failureOf(sendContact(payload, options));

    await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    const error = await sending;
    expect(error.kind).toBe('timeout');
  });

  it('a timeout while the body is still arriving', async () => {
    vi.useFakeTimers();
    const slow = new Response('[]');
    fetchStub.mockImplementationOnce(async (_url, init) => {
      vi.spyOn(slow, 'text').mockImplementationOnce(
        () =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      return slow;
    });
    const sending = failureOf(sendContact(payload, options));
    await vi.advanceTimersByTimeAsync(sendTimeoutMs);
    expect((await sending).kind).toBe('timeout');
  });

  it('does not leave its timer running after an answer', async () => {
    vi.useFakeTimers();
    answer(200, [{ status: 'MSG ENVIADA' }]);
    await sendContact(payload, options);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([500, 502, 404, 413, 415])('HTTP %i', async (status) => {
    answer(status, { error: 'whatever' });
    const error = await failureOf(sendContact(payload, options));
    expect(error.kind).toBe('rejected');
    expect(error.status).toBe(status);
  });

  it('HTTP 400 naming the invalid fields', async () => {
    answer(400, {
      error: 'validation',
      fields: { email: 'Invalid e-mail', phone: 'Your phone must be at least 11 characters' },
    });
    const error = await failureOf(sendContact(payload, options));
    expect(error.kind).toBe('invalid');
    expect(error.fields).toEqual({
      email: 'Invalid e-mail',
      phone: 'Your phone must be at least 11 characters',
    });
  });

  it('HTTP 400 without field names is a plain rejection', async () => {
    answer(400, 'Bad Request');
    const error = await failureOf(sendContact(payload, options));
    expect(error.kind).toBe('rejected');
    expect(error.status).toBe(400);
  });

  it('HTTP 503 with Retry-After: unavailable for a moment, and when to try again', async () => {
    answer(503, { error: 'unavailable' }, { 'Retry-After': '5' });
    const error = await failureOf(sendContact(payload, options));
    expect(error.kind).toBe('unavailable');
    expect(error.retryAfterSeconds).toBe(5);
  });

  it('HTTP 429 with Retry-After', async () => {
    answer(429, { error: 'rate-limited' }, { 'Retry-After': '42' });
    const error = await failureOf(sendContact(payload, options));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('HTTP 429 without a usable Retry-After', async () => {
    answer(429, '', { 'Retry-After': 'soon' });
    expect((await failureOf(sendContact(payload, options))).retryAfterSeconds).toBeUndefined();
  });

  it.each([
    ['another status', [{ status: 'ERRO' }]],
    ['no status', [{ id: 'x' }]],
    ['a lowercase status', [{ status: 'msg enviada' }]],
  ])('2xx with %s', async (_name, body) => {
    answer(200, body);
    expect((await failureOf(sendContact(payload, options))).kind).toBe('unconfirmed');
  });

  it.each([
    ['an HTML page', '<!doctype html><p>proxy error</p>'],
    ['an empty body', ''],
    ['an empty list', []],
    ['an object instead of a list', { status: 'MSG ENVIADA' }],
    ['a list of strings', ['MSG ENVIADA']],
    ['null', 'null'],
  ])('2xx with an unreadable body: %s', async (_name, body) => {
    answer(200, body);
    expect((await failureOf(sendContact(payload, options))).kind).toBe('unreadable');
  });
});
