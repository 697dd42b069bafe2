/** An HTTP server that records the webhook calls it gets and answers with a chosen status. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookCall {
  method: string;
  /** Path and query string, as the request line had them. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as it arrived, which is what the signature covers. */
  raw: string;
  body: unknown;
}

export interface WebhookSink {
  readonly url: string;
  readonly port: number;
  /** The calls it accepted (answered 2xx). */
  readonly calls: WebhookCall[];
  /** Every request it got, accepted or not. */
  readonly requests: number;
  /**
   * Status, headers and body of the following answers, e.g. 500 to play a broken receiver, or
   * a vendor's JSON.
   */
  answerWith(status: number, headers?: Record<string, string>, body?: string): void;
  /**
   * Answers by request, for a receiver that plays a vendor's state (a search that finds what
   * an earlier call created); undefined falls back to answerWith's answer.
   */
  answerBy(choose: ((call: WebhookCall) => SinkAnswer | undefined) | undefined): void;
  close(): Promise<void>;
}

export interface SinkAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export async function startWebhookSink(): Promise<WebhookSink> {
  const calls: WebhookCall[] = [];
  let requests = 0;
  let answer: SinkAnswer = { status: 200, headers: {}, body: '' };
  let chooser: ((call: WebhookCall) => SinkAnswer | undefined) | undefined;
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      requests++;
      const call: WebhookCall = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        raw,
        // A GET (a vendor's look-up) has no body.
        body: raw ? JSON.parse(raw) : undefined,
      };
      const { status, headers = {}, body = '' } = chooser?.(call) ?? answer;
      if (status >= 200 && status < 300) calls.push(call);
      response.writeHead(status, headers);
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    port,
    calls,
    get requests() {
      return requests;
    },
    answerWith(status, headers = {}, body = '') {
      answer = { status, headers, body };
    },
    answerBy(choose) {
      chooser = choose;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
