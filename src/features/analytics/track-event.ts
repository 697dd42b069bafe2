import type { NamedEventName } from '@contract/visit-events';

type Props = Record<string, string>;
export type QueuedEvent = [name: NamedEventName, props?: Props];

declare global {
  interface Window {
    /**
     * Named events on their way to the tracker. Until it has loaded (its own chunk, after
     * the page is interactive: start-tracker.ts) this is a plain array the events wait in;
     * the tracker then replaces it with an object whose `push` sends at once. Google's
     * `dataLayer` works the same way: the page's own code carries none of the tracker.
     */
    siteEvents?: { push(event: QueuedEvent): unknown };
  }
}

/** Reports a named event; never throws and never waits for the network. */
export function trackEvent(name: NamedEventName, props?: Props) {
  const queue: QueuedEvent[] = [];
  window.siteEvents ??= queue;
  window.siteEvents.push([name, props]);
}
