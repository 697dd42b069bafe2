/** An HTTP server that records the webhook calls it gets and answers with a chosen status. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookCall {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface WebhookSink {
  readonly url: string;
  readonly calls: WebhookCall[];
  /** Status of the following answers (e.g. 500 to play a broken receiver). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

export async function startWebhookSink(): Promise<WebhookSink> {
  const calls: WebhookCall[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (status >= 200 && status < 300)
        calls.push({ headers: request.headers, body: JSON.parse(body) });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    calls,
    answerWith(next) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
