import { intlLocale, type Language } from '@/i18n/languages';

/** A whole number grouped the way the page's language writes it: 331.776 (pt), 331,776 (en). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale[language], { maximumFractionDigits: 0 }).format(value);
}
