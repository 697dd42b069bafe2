import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandImages, faviconSvg, sourceHash, sourceHashKeyword } from './brand-images';
import { icoFromPng, pngFromIco, pngSize, readTextChunk, withTextChunk } from './png';

const readPublic = (sitePath: string) => readFileSync(path.join('public', sitePath));
const outOfDate = 'out of date: run `npm run brand-images` and commit the result';

describe('the committed brand images', () => {
  it.each(brandImages.map((image) => [image.path, image] as const))(
    '%s has its size and was drawn from the current markup',
    (_path, image) => {
      const file = readPublic(image.path);
      const png = image.ico ? pngFromIco(file) : file;
      expect(pngSize(png)).toEqual({ width: image.width, height: image.height });
      expect(readTextChunk(png, sourceHashKeyword), outOfDate).toBe(sourceHash(image.html));
    },
  );

  it('favicon.svg is the brand mark', () => {
    expect(readPublic(faviconSvg.path).toString('utf8'), outOfDate).toBe(faviconSvg.content);
  });
});

describe('PNG and ICO helpers', () => {
  const png = readPublic('/icons/icon-192.png');

  it('add a text chunk the PNG keeps valid and readable', () => {
    const tagged = withTextChunk(png, 'note', 'hello');
    expect(readTextChunk(tagged, 'note')).toBe('hello');
    expect(pngSize(tagged)).toEqual({ width: 192, height: 192 });
  });

  it('wrap a PNG in an icon file and get it back', () => {
    const ico = icoFromPng(png);
    expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 192, 192]);
    expect(pngFromIco(ico).equals(png)).toBe(true);
  });

  it('refuse what is not a PNG', () => {
    expect(() => pngSize(Buffer.from('GIF89a'))).toThrow('not a PNG');
  });
});
