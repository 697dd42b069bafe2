import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fallbackOverrides } from './fallback-metrics';
import { fontFaceCss, fontFile, subsetInter } from './font-files';
import { fontCharacters, unicodeRange } from './font-subset';

/** Every text the public pages write: the dictionaries of both languages and the content. */
const textModules = import.meta.glob<Record<string, unknown>>(
  ['/src/i18n/pt/*.ts', '/src/i18n/en/*.ts', '/src/content/*.ts', '!**/*.test.ts'],
  { eager: true },
);

function charactersOf(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'function' ? undefined : item));
}

describe('the web font subset', () => {
  it('has every character the site writes', () => {
    expect(Object.keys(textModules).length).toBeGreaterThan(10);
    const written = new Set([...Object.values(textModules).map(charactersOf).join('')]);
    const missing = [...written].filter((c) => !fontCharacters.includes(c) && c !== '\n');
    expect(missing, 'add them to font-subset.ts and run `npm run font`').toEqual([]);
  });

  it('is written as `npm run font` writes it', async () => {
    expect(await readFile('src/font-face.css', 'utf8')).toBe(fontFaceCss());
    expect((await readFile(fontFile)).equals(await subsetInter())).toBe(true);
  });
});

describe('unicodeRange', () => {
  it('joins consecutive code points into ranges', () => {
    expect(unicodeRange('abcx€')).toBe('U+61-63, U+78, U+20AC');
    expect(unicodeRange('ba')).toBe('U+61-62');
  });
});

describe('fallbackOverrides', () => {
  it('sizes the fallback so average widths match, with the font’s vertical metrics', () => {
    const font = { ascent: 900, descent: -200, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 550 };
    const fallback = {
      ascent: 800,
      descent: -200,
      lineGap: 100,
      unitsPerEm: 2000,
      xWidthAvg: 1000,
    };
    expect(fallbackOverrides(font, fallback)).toEqual({
      sizeAdjust: '110.00%',
      ascentOverride: '81.82%',
      descentOverride: '18.18%',
      lineGapOverride: '0.00%',
    });
  });
});
