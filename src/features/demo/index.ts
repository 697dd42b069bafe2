/** The demo banner, the public entry of this feature. */
export { DemoBanner } from './DemoBanner';
