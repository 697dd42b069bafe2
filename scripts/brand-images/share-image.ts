/**
 * The page drawn into each language's 1200×630 share image (Open Graph / Twitter card): the
 * brand, the headline and tagline from the dictionary (meta.shareImage) on the footer's navy,
 * and a route between a warehouse and a truck. Drawn with the site's own font.
 */

import { site } from '@/content/site';
import { dictionaries } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/languages';
import { brandMarkSvg, brandOrange } from './brand-mark';

/** Replaced by the font file (as a data: URL) when drawing; kept out of the source hash. */
export const fontPlaceholder = '__SITE_FONT__';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Dots of a map, a route from a warehouse to a truck, stops along the way. */
const routeArt = `
<svg class="art" viewBox="0 0 460 630" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
  <defs>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="2" fill="#1e293b"/>
    </pattern>
  </defs>
  <rect width="460" height="630" fill="url(#dots)"/>
  <path d="M74 500 C 74 380, 250 430, 250 300 S 390 200, 390 110" fill="none"
        stroke="${brandOrange}" stroke-width="12" stroke-linecap="round"/>
  <path d="M74 500 C 74 380, 250 430, 250 300 S 390 200, 390 110" fill="none"
        stroke="#fed7aa" stroke-width="3" stroke-linecap="round" stroke-dasharray="2 22"/>
  <g transform="translate(6 476)">
    <path d="M-4 44 L68 12 L140 44 Z" fill="#fff"/>
    <rect x="0" y="40" width="136" height="72" fill="#fff"/>
    <rect x="16" y="60" width="44" height="52" fill="${brandOrange}"/>
    <rect x="76" y="60" width="44" height="52" fill="#cbd5e1"/>
    <path d="M16 72 h44 M16 84 h44 M16 96 h44 M76 72 h44 M76 84 h44 M76 96 h44"
          stroke="#0b1324" stroke-opacity="0.25" stroke-width="3"/>
  </g>
  <circle cx="250" cy="300" r="16" fill="#0b1324" stroke="#fff" stroke-width="6"/>
  <g transform="translate(330 40)">
    <rect x="0" y="10" width="78" height="46" rx="6" fill="#fff"/>
    <path d="M78 22 h22 l16 18 v16 h-38 z" fill="#fff"/>
    <rect x="86" y="28" width="14" height="12" fill="#0b1324"/>
    <circle cx="20" cy="62" r="11" fill="${brandOrange}" stroke="#0b1324" stroke-width="5"/>
    <circle cx="94" cy="62" r="11" fill="${brandOrange}" stroke="#0b1324" stroke-width="5"/>
  </g>
</svg>`;

export function shareImageHtml(language: Language): string {
  const texts = dictionaries[language].meta.shareImage;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><style>
@font-face { font-family: "Site"; font-weight: 100 900; src: url(${fontPlaceholder}) format("woff2"); }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; overflow: hidden; position: relative;
  background: #0b1324; color: #fff; font-family: "Site", sans-serif; }
.bar { position: absolute; inset: 0 0 auto 0; height: 12px; background: ${brandOrange}; }
.text { position: absolute; left: 80px; top: 84px; width: 660px; }
.brand { display: flex; align-items: center; gap: 18px; font-size: 36px; font-weight: 800;
  letter-spacing: -0.01em; }
.brand svg { width: 56px; height: 56px; }
h1 { margin-top: 60px; font-size: 62px; line-height: 1.08; font-weight: 800; letter-spacing: -0.025em; }
p { margin-top: 32px; font-size: 29px; line-height: 1.35; color: #cbd5e1; font-weight: 500; }
.art { position: absolute; right: 0; top: 0; width: 460px; height: 630px; }
</style></head><body>
<div class="bar"></div>
${routeArt}
<div class="text">
  <div class="brand">${brandMarkSvg({ shape: 'tile' })}${escapeHtml(site.brandName)}</div>
  <h1>${escapeHtml(texts.headline)}</h1>
  <p>${escapeHtml(texts.tagline)}</p>
</div>
</body></html>`;
}
