/**
 * Counts failed attempts per client (wrong admin tokens per IP) in fixed windows, in memory:
 * after `max` failures a client is refused until its window ends. Each instance counts on
 * its own; guessing a 32-character token stays hopeless at 10 tries a minute per instance.
 */
export interface FailedAttemptsOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

interface Window {
  failures: number;
  endsAt: number;
}

/** Entries kept before expired ones are swept, so a flood of addresses cannot fill memory. */
const sweepAbove = 10_000;

export function createFailedAttempts({ max, windowMs, now = Date.now }: FailedAttemptsOptions) {
  const windows = new Map<string, Window>();

  function current(client: string) {
    const window = windows.get(client);
    if (window && window.endsAt <= now()) {
      windows.delete(client);
      return undefined;
    }
    return window;
  }

  return {
    /** Milliseconds until the client may try again, or 0 when it may now. */
    blockedForMs(client: string) {
      const window = current(client);
      return window && window.failures >= max ? window.endsAt - now() : 0;
    },
    /** Counts a failure; answers the client's failures in the current window. */
    record(client: string) {
      if (windows.size > sweepAbove) {
        for (const [key, window] of windows) if (window.endsAt <= now()) windows.delete(key);
      }
      const window = current(client) ?? { failures: 0, endsAt: now() + windowMs };
      window.failures += 1;
      windows.set(client, window);
      return window.failures;
    },
  };
}

export type FailedAttempts = ReturnType<typeof createFailedAttempts>;
