/** Delay before the first retry; each failure doubles it, up to the cap. */
export const firstRetryDelayMs = 1000;

/**
 * Exponential backoff with jitter: after the n-th failed attempt, wait between half and all
 * of min(cap, first × 2^(n-1)). The jitter spreads the retries of many leads (and of several
 * instances) so a recovering mail server is not hit by all of them in the same second.
 */
export function retryDelayMs(failedAttempts: number, capMs: number, random = Math.random) {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const ceiling = Math.min(capMs, firstRetryDelayMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
