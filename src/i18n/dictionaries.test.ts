import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries';
import { languages } from './languages';

/** Every leaf of a dictionary as [dotted.key, value]. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

describe('dictionaries', () => {
  const ptKeys = leaves(dictionaries.pt).map(([key]) => key);

  it.each(languages)('%s has exactly the keys of the Portuguese source', (language) => {
    expect(leaves(dictionaries[language]).map(([key]) => key)).toEqual(ptKeys);
  });

  it.each(languages)('%s has no empty text', (language) => {
    for (const [key, value] of leaves(dictionaries[language])) {
      if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
      if (Array.isArray(value)) expect(value.length, key).toBeGreaterThan(0);
    }
  });

  it('keeps Radix’s {hotkey} placeholder in the toast area label', () => {
    for (const language of languages) {
      expect(dictionaries[language].layout.toasts.viewportLabel).toContain('{hotkey}');
    }
  });

  it('is really translated: most English texts differ from the Portuguese ones', () => {
    const en = new Map(leaves(dictionaries.en));
    const same = leaves(dictionaries.pt).filter(([key, value]) => en.get(key) === value);
    // Brand names and language names may be equal; whole sections may not.
    expect(same.length / ptKeys.length).toBeLessThan(0.15);
  });
});
