/**
 * An entry of the build of its own (vite.config.ts), inline in every public page as a module
 * script that runs at once (scripts/prerender.ts): the page view of a visit nobody touches,
 * sent after the page's first paint (pageview-beacon.ts).
 */
import { startPageviewBeacon } from './pageview-beacon';

startPageviewBeacon();
