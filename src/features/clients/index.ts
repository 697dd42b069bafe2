/** The clients' logos, the public entry of this feature. */
export { ClientLogos } from './ClientLogos';
