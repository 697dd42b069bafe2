/**
 * Just enough MIME reading for the tests to check what the sales team receives: headers
 * (with encoded words), and the text and HTML parts of a multipart/alternative message.
 */
export interface ReadMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(value: string) {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeEncodedWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function readMail(raw: string): ReadMail {
  const { headers, body } = splitHeaders(raw);
  const mail: ReadMail = {
    headers,
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const partType = part.headers.get('content-type') ?? 'text/plain';
    const content = decodeBody(part.headers, part.body).replace(/\r?\n$/, '');
    if (partType.startsWith('text/html')) mail.html = content.replace(/\r\n/g, '\n');
    else if (partType.startsWith('text/plain')) mail.text = content.replace(/\r\n/g, '\n');
  }
  return mail;
}
