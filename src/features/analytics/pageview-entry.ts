/**
 * An entry of the build of its own (vite.config.ts), named by every public page in a module
 * script that runs at once: the page view of a visit nobody touches, sent after the page's first
 * paint (pageview-beacon.ts).
 */
import { startPageviewBeacon } from './pageview-beacon';

startPageviewBeacon();
