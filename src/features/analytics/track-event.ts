import type { NamedEventName } from '@/contact/visit-events';

type Props = Record<string, string>;
type Send = (name: NamedEventName, props?: Props) => void;

/**
 * Events a feature reports before the tracker has loaded wait here; the tracker loads only
 * after the page is interactive, and a visitor may open a module before that.
 */
let send: Send | undefined;
const waiting: [NamedEventName, Props | undefined][] = [];

/** Reports a named event; never throws and never waits for the network. */
export function trackEvent(name: NamedEventName, props?: Props) {
  if (send) send(name, props);
  else if (waiting.length < 50) waiting.push([name, props]);
}

/** Called once the tracker is ready: sends what waited, then every later event directly. */
export function connectTracker(sender: Send) {
  send = sender;
  for (const [name, props] of waiting.splice(0)) sender(name, props);
}
