/**
 * The inbox's side of the scale bench: signs in as a salesperson does (session
 * cookie; the GETs need no CSRF token, the sign-in passes the Origin check as the inbox's own
 * page does), times the list's requests one at a time, and streams the full CSV export while
 * sampling the server process's resident memory.
 */
import { readFile } from 'node:fs/promises';

export interface InboxSession {
  /** Headers of a signed-in GET. */
  headers: Record<string, string>;
}

export async function signInToInbox(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<InboxSession> {
  const response = await fetch(`${baseUrl}/api/inbox/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('sign-in set no session cookie');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  // The GETs below need only the cookie; the token rides along as the inbox's page sends it.
  return { headers: { cookie, 'x-csrf-token': csrfToken, 'accept-encoding': 'gzip' } };
}

export interface LatencyFigures {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers other than 200, or 200s without the leads the request should find. */
  failures: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/**
 * Asks `path` `requests` times, one at a time, after a short warm-up (V8 compiles the route,
 * the database caches the plan and the pages it reads). An answer counts as failed unless it
 * is a 200 whose page passes `expect` (e.g. holds the searched lead).
 */
/** What the timed requests answer: a page of the list, or the views' counts. */
type InboxAnswer = {
  leads: { email: string; source: string | null }[];
  all?: number;
};

export async function timeInboxRequests(
  baseUrl: string,
  session: InboxSession,
  path: string,
  requests: number,
  expect: (answer: InboxAnswer) => boolean,
): Promise<LatencyFigures> {
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: session.headers });
    const body = await response.text();
    const ms = performance.now() - started;
    return { ms, ok: response.status === 200 && expect(JSON.parse(body)) };
  };
  for (let i = 0; i < 5; i++) await ask();
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < requests; i++) {
    const { ms, ok } = await ask();
    times.push(ms);
    if (!ok) failures += 1;
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: percentile(times, 1),
    failures,
  };
}

/** A process's resident set and its peak so far, in bytes (Linux's /proc). */
async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]);
  return { rss: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 };
}

export interface ExportFigures {
  /** Data rows received (the header line not counted). */
  rows: number;
  bytes: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
  status: number;
}

/**
 * Streams GET /api/inbox/leads.csv to the end, reading as fast as it arrives, while the
 * server's resident memory is sampled every 20 ms. The peak is also read from the kernel's
 * high-water mark, which catches a spike between samples when it exceeds every earlier one.
 */
export async function exportAllLeads(
  baseUrl: string,
  session: InboxSession,
  serverPid: number,
): Promise<ExportFigures> {
  const before = await memoryOf(serverPid);
  let rssPeak = before.rss;
  const sampler = setInterval(() => {
    memoryOf(serverPid)
      .then(({ rss }) => {
        rssPeak = Math.max(rssPeak, rss);
      })
      .catch(() => undefined);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  let status = 0;
  try {
    // Compressed if the server compresses it, as a browser would download it.
    const response = await fetch(`${baseUrl}/api/inbox/leads.csv`, { headers: session.headers });
    status = response.status;
    if (!response.body) throw new Error('the export answered without a body');
    const reader = response.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      bytes += chunk.byteLength;
      // The seeded messages hold no line break, so each LF ends one row.
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = await memoryOf(serverPid);
  if (after.peak > before.peak) rssPeak = Math.max(rssPeak, after.peak);
  rssPeak = Math.max(rssPeak, after.rss);
  return { rows: Math.max(0, lines - 1), bytes, seconds, rssBefore: before.rss, rssPeak, status };
}
