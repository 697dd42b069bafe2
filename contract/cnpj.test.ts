import { describe, expect, it } from 'vitest';
import { isCnpj, maskCnpj } from './cnpj';

describe('the CNPJ', () => {
  it('accepts a numeric CNPJ whose check digits hold, with or without its mask', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj(' 11 222 333 0001 81 ')).toBe(true);
  });

  it('accepts the alphanumeric CNPJ of 2026, in either case', () => {
    // The Receita Federal's example in its manual of the check digits.
    expect(isCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isCnpj('12abc34501de35')).toBe(true);
  });

  it('refuses a wrong check digit, a short number, a letter among the check digits and the reserved zeros', () => {
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isCnpj('1122233300018')).toBe(false);
    expect(isCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isCnpj('00.000.000/0000-00')).toBe(false);
    expect(isCnpj('')).toBe(false);
  });

  it('masks what is typed as far as it goes, upper-cased', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('1122')).toBe('11.22');
    expect(maskCnpj('11.222.333/00')).toBe('11.222.333/00');
    expect(maskCnpj('')).toBe('');
  });
});
