import type { NamedEventName } from '@contract/visit-events';
import type { QueuedEvent } from './track-event';

/**
 * Called once the tracker is ready: sends what waited (50 at most), then every later event.
 * Part of the tracker's start (start-tracker.ts), loaded on demand, so that none of it is in the
 * first load beside `trackEvent`.
 */
export function connectTracker(send: (name: NamedEventName, props?: QueuedEvent[1]) => void) {
  const waiting = Array.isArray(window.siteEvents) ? (window.siteEvents as QueuedEvent[]) : [];
  window.siteEvents = { push: ([name, props]: QueuedEvent) => send(name, props) };
  for (const [name, props] of waiting.slice(0, 50)) send(name, props);
}
