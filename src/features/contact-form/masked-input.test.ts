import { describe, expect, it } from 'vitest';
import { applyMask, caretAfter } from './masked-input';

describe('the CNPJ mask as the visitor types', () => {
  it('adds the separators and keeps the caret at the end when typing at the end', () => {
    expect(applyMask('cnpj', '112', 3)).toEqual({ value: '11.2', caret: 4 });
    expect(applyMask('cnpj', '11.222.3330', 12)).toEqual({ value: '11.222.333/0', caret: 12 });
    expect(applyMask('cnpj', '12abc', 5)).toEqual({ value: '12.ABC', caret: 6 });
  });

  it('reshapes a pasted number', () => {
    expect(applyMask('cnpj', '11222333000181', 14)).toEqual({
      value: '11.222.333/0001-81',
      caret: 18,
    });
  });

  it('keeps the caret after the same character when editing in the middle', () => {
    // The visitor deleted the 3rd digit: "11.22.333/0001-81", caret after "11.22".
    const edited = applyMask('cnpj', '11.22.333/0001-81', 5);
    expect(edited.value).toBe('11.223.330/0018-1');
    expect(edited.value.slice(0, edited.caret)).toBe('11.22');
  });

  it('places the caret after a count of letters and digits', () => {
    expect(caretAfter('11.222.333/0001-81', 0)).toBe(0);
    expect(caretAfter('11.222.333/0001-81', 2)).toBe(2);
    expect(caretAfter('11.222.333/0001-81', 3)).toBe(4);
    expect(caretAfter('11.2', 9)).toBe(4);
  });
});
