/**
 * The brand mark (an orange tile with a white route between two stops), drawn as SVG for the
 * favicon and the app icons. The header's Logo component draws the same mark in React.
 */
import { site } from '@/content/site';

export const brandOrange = '#ea580c';

/** The route and its two stops on a 32×32 grid. */
const glyph =
  '<path d="M8 22c4 0 4-12 8-12s4 12 8 12" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>' +
  '<circle cx="8" cy="22" r="2.5" fill="#fff"/><circle cx="24" cy="22" r="2.5" fill="#fff"/>';

export interface BrandMarkOptions {
  /**
   * `tile`: the rounded tile on a transparent background (favicon, "any" icons).
   * `full-bleed`: the orange fills the square (iOS and maskable icons are cut by the system).
   */
  shape: 'tile' | 'full-bleed';
  /** Size of the route relative to the tile; maskable icons keep it inside the safe circle. */
  glyphScale?: number;
}

export function brandMarkSvg({ shape, glyphScale = 1 }: BrandMarkOptions): string {
  const background =
    shape === 'tile'
      ? `<rect width="32" height="32" rx="8" fill="${brandOrange}"/>`
      : `<rect width="32" height="32" fill="${brandOrange}"/>`;
  const route =
    glyphScale === 1
      ? glyph
      : `<g transform="translate(16 16) scale(${glyphScale}) translate(-16 -16)">${glyph}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>${site.brandName}</title>${background}${route}</svg>`;
}
