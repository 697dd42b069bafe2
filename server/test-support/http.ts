import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

/**
 * One JSON POST on a connection of its own (no keep-alive), as independent visitors make
 * them: nothing is shared between concurrent sends, like on the real internet.
 */
export function postOnOwnConnection(url: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
