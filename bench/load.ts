/** One autocannon run against POST /contacts/send, as fast as it is answered, summarised. */
import autocannon from 'autocannon';

export interface LoadOptions {
  baseUrl: string;
  durationSeconds: number;
  /** Each connection sends its next lead as soon as the last one is answered (closed loop). */
  connections: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  sent: number;
  byStatus: Record<string, number>;
  errors: number;
}

/** A valid lead, as the contact form sends it. Every request of a run stores a new lead. */
export function leadBody(): string {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench-${process.pid}@example.com`,
    phone: '11 99999-0000',
    message: 'Benchmark lead: please ignore.',
    language: 'en',
    page: '/en/contact',
  });
}

/**
 * Requests each connection sends before it opens a new one. The server closes a connection
 * after 1,000 requests (`maxRequestsPerSocket`, server/http/server-timeouts.ts) with `Connection:
 * close`, which browsers honour; autocannon does not, and Node answers every later request
 * on that connection 503, so a run past 100 connections × 1,000 requests measured 503s.
 * autocannon leaves the answer it reconnects on out of its figures (one in this many).
 */
export const requestsPerConnection = 500;

export async function sendLeads(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: `${options.baseUrl}/contacts/send`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: leadBody(),
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    reconnectRate: requestsPerConnection,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sent: result.requests.total,
    byStatus: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
    errors: result.errors + result.timeouts,
  };
}
