import { describe, expect, it } from 'vitest';
import { budgetProblems, emptyWeight, transferSize } from './page-weight';

describe('transfer sizes', () => {
  const text = Buffer.from('const a = 1;\n'.repeat(1000));

  it('gzips text formats', () => {
    const size = transferSize('/assets/app.js', text);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(text.length / 10);
  });

  it('takes already-compressed formats as they are', () => {
    expect(transferSize('/assets/font.woff2', text)).toBe(text.length);
    expect(transferSize('/images/photo.webp', text)).toBe(text.length);
  });
});

describe('budgets', () => {
  const budget = { js: 110_000, css: 20_000, total: 150_000, untouchedJs: 45_000 };

  it('lets a page exactly on its budget pass', () => {
    const weight = { ...emptyWeight(), js: 110_000, css: 20_000, font: 20_000 };
    expect(budgetProblems('/', weight, budget)).toEqual([]);
  });

  it('names each kind of code over its budget', () => {
    expect(budgetProblems('/en', { ...emptyWeight(), js: 110_001, css: 25_000 }, budget)).toEqual([
      '/en: JavaScript 110.0 KB over its budget of 110.0 KB by 1 B',
      '/en: CSS 25.0 KB over its budget of 20.0 KB by 5000 B',
    ]);
  });

  it('holds the whole first load to its total, fonts and images included', () => {
    const weight = { ...emptyWeight(), html: 20_000, js: 90_000, font: 25_000, image: 15_001 };
    expect(budgetProblems('/', weight, budget)).toEqual([
      '/: Total 150.0 KB over its budget of 150.0 KB by 1 B',
    ]);
  });

  it('holds the JavaScript of the first untouched seconds to its own budget, when measured', () => {
    const weight = { ...emptyWeight(), js: 100_000 };
    expect(budgetProblems('/', weight, budget, 45_000)).toEqual([]);
    expect(budgetProblems('/', weight, budget, 97_600)).toEqual([
      '/: JavaScript in the first 5 s without interaction 97.6 KB over its budget of 45.0 KB by 52600 B',
    ]);
  });
});
