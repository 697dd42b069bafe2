import { describe, expect, it } from 'vitest';
import { contactDictionaries } from './contact-dictionary';
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

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\w+\}/g)
    ?.sort() ?? [];

describe('contact dictionary', () => {
  const ptLeaves = leaves(contactDictionaries.pt);

  it.each(languages)('%s has exactly the keys of the Portuguese source, none empty', (language) => {
    const entries = leaves(contactDictionaries[language]);
    expect(entries.map(([key]) => key)).toEqual(ptLeaves.map(([key]) => key));
    for (const [key, value] of entries) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('has the same {placeholders} in both languages', () => {
    const en = new Map(leaves(contactDictionaries.en));
    for (const [key, value] of ptLeaves) {
      expect(placeholders(en.get(key)), key).toEqual(placeholders(value));
    }
    expect(placeholders(contactDictionaries.pt.privacy)).toEqual(['{email}', '{notice}']);
  });

  it('is really translated', () => {
    const en = new Map(leaves(contactDictionaries.en));
    const same = ptLeaves.filter(([key, value]) => en.get(key) === value).map(([key]) => key);
    // 'E-mail' is the same word in both languages.
    expect(same).toEqual(['form.labels.email']);
  });

  it('has the English texts of docs/product.md verbatim', () => {
    const { en } = contactDictionaries;
    expect(en.form.sending).toBe('loading ...');
    expect(en.toasts.success).toEqual({
      title: 'Message sent!',
      description: 'We will contact you soon.',
    });
    expect(en.toasts.error).toEqual({
      title: 'Uh oh! Something went wrong.',
      description:
        'There was a problem with your request. We will try to resolve it as soon as possible.',
    });
    expect(contactDictionaries.pt.heading).toBe('Ligamos para você');
  });

  it('stays out of the site-wide dictionaries, so other pages do not load it', () => {
    for (const language of languages) expect(dictionaries[language]).not.toHaveProperty('contact');
  });
});
