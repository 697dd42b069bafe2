/** How a vendor's answer becomes the outbox's outcome: delivered, retried, or failed for good. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebhookSink, type WebhookSink } from '@server/test-support/webhook-sink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmRequest, withoutPersonalData } from './crm-request';
import { PermanentDeliveryError } from './permanent-failure';

describe('crmRequest', () => {
  let sink: WebhookSink;
  let silent: Server;
  let silentUrl: string;

  beforeAll(async () => {
    sink = await startWebhookSink();
    // Takes the request and never answers: a vendor that hangs.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await sink.close();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  const send = (url = sink.url, timeoutMs = 5000) =>
    crmRequest({ vendor: 'Vendor', url, body: { a: 1 }, timeoutMs });

  it('gives back a 2xx answer’s JSON', async () => {
    sink.answerWith(201, { 'content-type': 'application/json' }, '{"data":{"id":9}}');
    await expect(send()).resolves.toEqual({ data: { id: 9 } });
  });

  it.each([
    [
      400,
      '{"message":"Property \\"x\\" does not exist"}',
      'Vendor answered 400: Property "x" does not exist',
    ],
    [
      401,
      '{"error":"unauthorized","error_info":"check the token"}',
      'Vendor answered 401: unauthorized',
    ],
    [
      422,
      '{"errors":{"email":[{"error_type":"INVALID","error_message":"ana@example.com is invalid"}]}}',
      'Vendor answered 422: {"email":[{"error_type":"INVALID","error_message":"<address> is invalid"}]}',
    ],
    [404, '', 'Vendor answered 404'],
  ])('fails for good on %i, with the vendor’s message', async (status, body, message) => {
    sink.answerWith(status, {}, body);
    const failure = await send().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect((failure as Error).message).toBe(message);
  });

  it.each([500, 503, 429, 408, 302])('retries on %i', async (status) => {
    sink.answerWith(status, status === 302 ? { location: 'https://elsewhere.example' } : {});
    const failure = await send().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
    expect((failure as Error).message).toMatch(new RegExp(`^Vendor answered ${status}`));
  });

  it('retries a vendor that does not answer in time, or cannot be reached', async () => {
    const timedOut = await send(silentUrl, 100).catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(Error);
    expect(timedOut).not.toBeInstanceOf(PermanentDeliveryError);
    expect((timedOut as Error).message).toBe('Vendor did not answer within 100 ms');
    const unreachable = await send('http://127.0.0.1:1/', 1000).catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(Error);
    expect(unreachable).not.toBeInstanceOf(PermanentDeliveryError);
    expect((unreachable as Error).message).toBe('Vendor could not be reached');
  });
});

describe('withoutPersonalData', () => {
  it('masks e-mail addresses and phone numbers in a vendor’s message', () => {
    expect(withoutPersonalData('ana.souza@example.com.br already exists')).toBe(
      '<address> already exists',
    );
    expect(withoutPersonalData('phone +55 (11) 99999-8888 invalid')).toBe('phone <number> invalid');
    expect(withoutPersonalData('Vendor answered 400: field 12 missing')).toBe(
      'Vendor answered 400: field 12 missing',
    );
  });
});
