/**
 * Every tap counts from the first paint (decision 364). The page's code comes at the visitor's
 * first interaction or after 5 s (decision 230), and a WhatsApp link, the language switch or the
 * demo banner work without it: tapped early, they open the chat or the next page natively, and a
 * count made by the page's code would never be sent. So such a link names its event in an
 * attribute, and the pageview script, inline in the page and running before the first tap can
 * land, counts its clicks, once, whether the page's code has run or not (tap-counter.ts). The
 * page's code counts none of them.
 */
import type { NamedEventName } from '@contract/visit-events';

/** On a link whose click is a named event: the event's name. tap-counter.ts reads it. */
const tapEventAttribute = 'data-tap-event';

/** The attribute that makes a link's click the named event, spread on the link. */
export const tapEvent = (name: NamedEventName) => ({ [tapEventAttribute]: name });
