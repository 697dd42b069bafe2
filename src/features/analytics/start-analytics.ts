let started = false;

/**
 * Starts first-party counting once the page is interactive (called after hydration). All it
 * does here is fetch the start's own chunk: nothing of the tracker is in the first load.
 */
export function startAnalytics() {
  if (started) return;
  started = true;
  void import('./start-tracker').then(({ startTracker }) => startTracker()).catch(() => undefined);
}
