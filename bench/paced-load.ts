/**
 * Leads at a fixed rate, evenly spaced, the way visitors arrive: each request leaves at its
 * own scheduled time whether or not earlier ones were answered, and its latency is counted
 * from that scheduled time, so a stall of the server shows in every request it delayed.
 *
 * Not autocannon's `overallRate`: it lets each connection send its share of a second as fast
 * as it can at the start of that second (1,000 leads as one burst, then nothing), and its
 * coordinated-omission correction assumes 1 ms between a connection's requests instead of
 * 1000 / rate ms, which adds dozens of made-up slow samples for every real one of a few ms.
 */
import http from 'node:http';
import type { LoadResult } from './load';
import { leadBody } from './load';

export interface PacedLoadOptions {
  baseUrl: string;
  ratePerSecond: number;
  durationSeconds: number;
}

/** The value below which `share` of the sorted values lie. */
function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export async function sendLeadsAtRate(options: PacedLoadOptions): Promise<LoadResult> {
  const { ratePerSecond, durationSeconds } = options;
  const url = new URL('/contacts/send', options.baseUrl);
  const body = leadBody();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(ratePerSecond * durationSeconds);
  const latencies = new Float64Array(total);
  const byStatus: Record<string, number> = {};
  let answered = 0;
  let errors = 0;
  let sent = 0;

  const start = performance.now();
  await new Promise<void>((resolve) => {
    const finish = () => {
      if (answered + errors === total) resolve();
    };
    const send = (scheduledAt: number) => {
      const request = http.request(url, {
        method: 'POST',
        agent,
        timeout: 10_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => {
          latencies[answered++] = performance.now() - scheduledAt;
          const status = String(response.statusCode);
          byStatus[status] = (byStatus[status] ?? 0) + 1;
          finish();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        errors += 1;
        finish();
      });
      request.end(body);
    };
    // Every millisecond (the timers' resolution), send every request whose time has come.
    const tick = () => {
      const due = Math.min(
        total,
        Math.floor(((performance.now() - start) * ratePerSecond) / 1000) + 1,
      );
      for (; sent < due; sent++) send(start + (sent * 1000) / ratePerSecond);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();

  const sorted = latencies.subarray(0, answered).sort();
  return {
    requestsPerSecond: answered / elapsedSeconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    sent: total,
    byStatus,
    errors,
  };
}
