/** First-party visit counts and the visit's attribution: the public entry of this feature. */
export { startAnalytics } from './start-analytics';
export { tapEvent } from './tap-events';
export { trackEvent } from './track-event';
export { visitAttribution, visitOfTab } from './visit-attribution';
