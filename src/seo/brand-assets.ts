/**
 * Where the site's icons, share images and web manifests live, and their sizes: one list read by
 * the page head, the web manifest, the structured data and `npm run brand-images`, which draws
 * the files (committed in public/).
 */

import { type Language, type Localized, languages } from '@/i18n/languages';
import { languagePrefix } from '@/routing/routes';

/** The browser UI colour (`theme-color`, also in index.html): the brand orange of the buttons. */
export const themeColor = '#c2410c';
export const backgroundColor = '#ffffff';

/**
 * Linked from index.html (the same on every page). The .ico is linked with sizes="32x32" so
 * browsers that understand SVG icons prefer the SVG.
 */
export const favicons = {
  /** The icon modern browsers use, sharp at any size. */
  svg: '/favicon.svg',
  /** 32 px, for browsers, feed readers and tools that ask for /favicon.ico. */
  ico: { path: '/favicon.ico', size: 32 },
  /** iOS home screen: opaque (iOS fills transparency with black) and rounded by the system. */
  appleTouch: { path: '/apple-touch-icon.png', size: 180 },
} as const;

export interface ManifestIcon {
  path: string;
  size: number;
  /** `maskable`: full-bleed, drawn inside the central safe circle for any launcher's mask. */
  purpose: 'any' | 'maskable';
}

export const manifestIcons: ManifestIcon[] = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** Open Graph / Twitter card image: 1200×630, the size every network shows uncropped. */
export const shareImage = {
  width: 1200,
  height: 630,
  type: 'image/png',
  path: Object.fromEntries(
    languages.map((language) => [language, `/social/share-${language}.png`]),
  ) as Localized,
} as const;

/** Each language has its own manifest: its name, description and start page. */
export function manifestPath(language: Language): string {
  return `${languagePrefix(language)}/manifest.webmanifest`;
}
