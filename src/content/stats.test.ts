import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { statSlides } from './stats';

describe('the statistic slides', () => {
  it('are the four claims of docs/product.md §9', () => {
    expect(statSlides.map((slide) => slide.value)).toEqual([331_776, 92_897, 115, 2]);
  });

  it('say each claim in both languages', () => {
    for (const slide of statSlides) {
      for (const language of languages) {
        expect(slide.lead[language].trim(), `${slide.id} ${language}`).not.toBe('');
        expect(slide.unit[language].trim(), `${slide.id} ${language}`).not.toBe('');
      }
      expect(slide.unit.en).not.toBe(slide.unit.pt);
    }
  });
});
