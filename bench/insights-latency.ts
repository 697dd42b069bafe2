/** GET /api/insights asked again and again, one request at a time: its latency percentiles. */

export interface LatencyResult {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers other than 200. */
  failures: number;
}

export async function measureInsights(options: {
  baseUrl: string;
  adminToken: string;
  from: string;
  to: string;
  requests: number;
}): Promise<LatencyResult> {
  const url = `${options.baseUrl}/api/insights?from=${options.from}&to=${options.to}`;
  const headers = { authorization: `Bearer ${options.adminToken}`, 'accept-encoding': 'gzip' };
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  };
  // Warm-up: V8 compiles the route, the database prepares and caches the statements.
  for (let i = 0; i < 5; i++) await ask();
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < options.requests; i++) {
    const { ms, ok } = await ask();
    times.push(ms);
    if (!ok) failures += 1;
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  return { requests: times.length, p50: at(0.5), p95: at(0.95), max: at(1), failures };
}
