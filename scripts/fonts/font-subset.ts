/**
 * The one web font, cut to what the site writes: Inter's Latin file from @fontsource-variable
 * (49 KB) holds every Latin-1 letter and weights 100–900; the pages write Portuguese and
 * English in weights 400–800. The subset (`npm run font`) keeps Basic Latin, the accented
 * letters of both languages and the punctuation the texts use, at weights 400–800, with the features the pages use (`fontFeatures`): about 18 KB.
 * A character outside it (a lead's name in the inbox, say) is drawn by the fallback font, as the
 * @font-face's unicode-range tells the browser; `font-subset.test.ts` checks that every
 * character of the site's content is inside.
 */

const basicLatin = Array.from({ length: 0x7f - 0x20 }, (_, i) =>
  String.fromCharCode(0x20 + i),
).join('');

/** Portuguese letters (and a few of English's borrowings), upper and lower case. */
const accentedLetters = 'áàâãäçéèêëíîïñóòôõöúùûüÁÀÂÃÄÇÉÈÊËÍÎÏÑÓÒÔÕÖÚÙÛÜ';

/** Spaces, dashes, quotes and signs the texts and number formats use. */
const punctuation = '\u00a0\u202f–—‘’‚“”„…•·ºª°©®™€×§';

export const fontCharacters = basicLatin + accentedLetters + punctuation;

/**
 * The OpenType features kept: those browsers apply by default (kerning, marks, composition,
 * localised forms, ligatures) and `tnum`, which the stats' `tabular-nums` asks for. Inter's
 * contextual alternates (`calt`: arrows from `->`, dashes raised between capitals) and its
 * stylistic sets are dropped with the glyphs only they reach: 25 → 18 KB, the same letters.
 */
export const fontFeatures = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** The weights the stylesheets use: font-normal (400) to font-extrabold (800). */
export const fontWeights = { min: 400, max: 800 } as const;

/** `U+20-7E, U+A0, …`: ranges of consecutive code points, as CSS's unicode-range wants. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i] ?? 0;
    let end = start;
    while (points[i + 1] === end + 1) end = points[++i] ?? end;
    const hex = (n: number) => n.toString(16).toUpperCase();
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return ranges.join(', ');
}
