import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheet';

const css: Record<string, string> = { '/assets/main-1.css': 'body{margin:0}' };
const read = (href: string) => css[href] ?? '';

describe('inlineStylesheets', () => {
  it('puts the stylesheet in the page, names its file, and returns its text for the CSP', () => {
    const page =
      '<head><link rel="stylesheet" crossorigin href="/assets/main-1.css"><link rel="icon" href="/favicon.svg" /></head>';
    const { html, styles } = inlineStylesheets(page, read);
    expect(html).toBe(
      '<head><style data-href="/assets/main-1.css">body{margin:0}</style><link rel="icon" href="/favicon.svg" /></head>',
    );
    expect(styles).toEqual(['body{margin:0}']);
  });

  it('leaves a page without a stylesheet as it is', () => {
    expect(inlineStylesheets('<head></head>', read)).toEqual({ html: '<head></head>', styles: [] });
  });

  it('refuses CSS that would close the <style> element early', () => {
    const page = '<link rel="stylesheet" href="/assets/x.css">';
    expect(() => inlineStylesheets(page, () => 'a{content:"</style>"}')).toThrow(
      /cannot be inlined/,
    );
  });
});
