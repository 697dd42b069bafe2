/**
 * HTTP over a bare TCP socket, for what an HTTP client library would not send: paths
 * exactly as written (`//.vite/…`, `/./x`, backslashes), or a request dribbled byte by byte.
 */
import net from 'node:net';

/** The status code of a GET of `path` sent verbatim, on a connection of its own. */
export function rawGetStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no HTTP answer to ${path}: ${JSON.stringify(answer.slice(0, 80))}`));
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}
