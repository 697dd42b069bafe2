/**
 * A request of the CLI to the running server through the embedded database's lock socket
 * (the server marks such requests as the local admin's). A server still starting is given
 * a moment.
 */
import http from 'node:http';
import { bindablePath } from '@server/db/data-dir-lock';

export async function requestServer(
  socketPath: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<http.IncomingMessage> {
  for (let attempt = 1; ; attempt++) {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const outgoing = http.request(
        {
          socketPath: bindablePath(socketPath),
          method,
          path,
          headers: body ? { 'content-type': 'application/json' } : {},
        },
        resolve,
      );
      outgoing.on('error', reject);
      outgoing.end(body ? JSON.stringify(body) : undefined);
    });
    if (response.statusCode === 503 && attempt < 20) {
      response.resume();
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    return response;
  }
}

/** The answer when it is a 200; any other is an error naming the request. */
export function okAnswer(response: http.IncomingMessage, method: string, path: string) {
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`The running server answered ${response.statusCode} to ${method} ${path}`);
  }
  return response;
}

export async function json<T>(response: http.IncomingMessage): Promise<T> {
  let text = '';
  for await (const chunk of response.setEncoding('utf8')) text += chunk;
  return JSON.parse(text) as T;
}
