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

export async function sendLeads(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: `${options.baseUrl}/contacts/send`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: leadBody(),
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
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
