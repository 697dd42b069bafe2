/**
 * An entry of the build of its own (vite.config.ts), inline in every public page as a module
 * script that runs at once (scripts/prerender.ts): the page view of a visit nobody touches,
 * sent after the page's first paint (pageview-beacon.ts), and the taps on links that are named
 * events, counted from before the page's code runs (tap-counter.ts).
 */
import { startPageviewBeacon } from './pageview-beacon';
import { countTaps } from './tap-counter';

startPageviewBeacon();
countTaps();
