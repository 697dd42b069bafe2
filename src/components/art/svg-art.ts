/**
 * One of our own SVG illustrations, ready to be drawn inline by `InlineArt`. `markup` is the
 * file's text, present in the prerender build only: each caller passes
 * `import.meta.env.SSR ? fileText : ''`, which the client build folds to `''` and so drops the
 * `?raw` import (a call like `svgArt(…, fileText)` alone would keep it).
 */
export interface SvgArt {
  /** Unique on the page: the browser looks the drawing up by it. */
  id: string;
  /** The file's URL, for when the art is rendered in the browser. */
  src: string;
  markup: string;
  width: number;
  height: number;
}

export function svgArt(art: Omit<SvgArt, 'markup'> & { fileText: string }): SvgArt {
  const { fileText, ...rest } = art;
  return { ...rest, markup: fileText && inlineSvgMarkup(fileText) };
}

/**
 * The file's `<title>` (an English tooltip and accessible name) and comments go, since the
 * element around the drawing carries the translated name; whitespace between tags goes, since
 * it is only bytes.
 */
export function inlineSvgMarkup(fileText: string): string {
  return fileText
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}
