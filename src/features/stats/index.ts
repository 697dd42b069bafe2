/** The statistics carousel, the public entry of this feature. */
export { StatsCarousel } from './StatsCarousel';
