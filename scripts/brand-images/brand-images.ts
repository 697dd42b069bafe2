/**
 * Every image `npm run brand-images` draws into public/, with the markup it is drawn from.
 * Paths and sizes come from src/seo/brand-assets.ts, the list the page head and the web
 * manifest read, so the three cannot disagree.
 */
import { createHash } from 'node:crypto';
import { languages } from '@/i18n/languages';
import { favicons, manifestIcons, shareImage } from '@/seo/brand-assets';
import { brandMarkSvg } from './brand-mark';
import { shareImageHtml } from './share-image';

export interface BrandImage {
  /** Site path, also the file under public/. */
  path: string;
  width: number;
  height: number;
  /** An HTML page exactly width×height to draw. */
  html: string;
  /** Keep the transparent corners (the tile), or paint everything. */
  transparent: boolean;
  /** Written as an .ico around the PNG. */
  ico?: boolean;
}

/** The text chunk holding the hash of the markup an image was drawn from. */
export const sourceHashKeyword = 'brand-images-source';

export function sourceHash(html: string): string {
  return createHash('sha256').update(html).digest('hex').slice(0, 16);
}

function iconPage(svg: string, size: number): string {
  return `<!doctype html><html><head><style>*{margin:0}html,body{background:transparent}svg{display:block;width:${size}px;height:${size}px}</style></head><body>${svg}</body></html>`;
}

function icon(path: string, size: number, kind: 'tile' | 'apple' | 'maskable'): BrandImage {
  const svg =
    kind === 'tile'
      ? brandMarkSvg({ shape: 'tile' })
      : brandMarkSvg({ shape: 'full-bleed', glyphScale: kind === 'maskable' ? 0.72 : 0.9 });
  return {
    path,
    width: size,
    height: size,
    html: iconPage(svg, size),
    transparent: kind === 'tile',
  };
}

/** The favicon.svg file itself (not drawn: it is the vector source). */
export const faviconSvg = { path: favicons.svg, content: `${brandMarkSvg({ shape: 'tile' })}\n` };

export const brandImages: BrandImage[] = [
  { ...icon(favicons.ico.path, favicons.ico.size, 'tile'), ico: true },
  icon(favicons.appleTouch.path, favicons.appleTouch.size, 'apple'),
  ...manifestIcons.map((entry) =>
    icon(entry.path, entry.size, entry.purpose === 'maskable' ? 'maskable' : 'tile'),
  ),
  ...languages.map((language) => ({
    path: shareImage.path[language],
    width: shareImage.width,
    height: shareImage.height,
    html: shareImageHtml(language),
    transparent: false,
  })),
];
