/**
 * The clicks on links that are named events (tap-events.ts, decision 364), counted by the
 * pageview script from the moment it runs, before any tap can land: through the tracker once it
 * runs, as the tracker would have sent them before. Part of the inline script, so it imports
 * nothing the page's code imports (pageview-beacon.ts says why): the attribute is written here
 * again, and e2e/early-taps.spec.ts clicks the links `tapEvent` made, so the two cannot differ.
 */
import type { NamedEventName } from '@contract/visit-events';
import { sendEvent, trackerConnected } from './pageview-beacon';

const tapEventAttribute = 'data-tap-event';

export function countTaps() {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const name = target?.closest(`[${tapEventAttribute}]`)?.getAttribute(tapEventAttribute);
      if (!name) return;
      if (trackerConnected()) window.siteEvents?.push([name as NamedEventName]);
      else sendEvent(name);
    },
    // Before the page's own handlers, which might stop the click.
    true,
  );
}
