/**
 * The first tap is never lost. The page's code loads after the first paint
 * (decision 004) and the home sections below the hero hydrate later still (decision 003), so a
 * quick visitor can press a button that has no handler yet: a module's "Explore the features",
 * a carousel's dots and pause button. Controls that can work natively do (links, the phone
 * menu as a popover); the others sit in a region marked with `earlyClickRegionAttribute`.
 *
 * This inline script, first in every page's <head>, listens for clicks before anything else
 * (capture phase, on the document). A click on a button inside such a region that has not
 * come alive yet is held back (React would drop it on a part it has not hydrated) and queued;
 * the region's component replays it once it has hydrated (`useReplayEarlyClicks`). Once the
 * region is alive, clicks pass straight through.
 *
 * The prerender writes the script into the pages and its SHA-256 into the site manifest, from
 * which the server allows exactly this text in its Content-Security-Policy.
 */

/** On the element around buttons that need the page's code: its clicks are queued until then. */
export const earlyClickRegionAttribute = 'data-early-clicks';
/** Set on the region by its component once it has hydrated: clicks then pass. */
export const liveRegionAttribute = 'data-early-clicks-live';
/** Where the queue lives between the inline script and the page's code. */
export const earlyClickQueueName = '__earlyClicks';

export const earlyClicksScript = [
  '(function(){',
  `var q=window.${earlyClickQueueName}=[];`,
  'document.addEventListener("click",function(e){',
  'var t=e.target,b=t&&t.closest&&t.closest("button"),r=b&&b.closest("[',
  earlyClickRegionAttribute,
  ']");',
  `if(!r||r.hasAttribute("${liveRegionAttribute}"))return;`,
  'e.stopImmediatePropagation();e.preventDefault();if(q.indexOf(b)<0)q.push(b)},true)',
  '})()',
].join('');
