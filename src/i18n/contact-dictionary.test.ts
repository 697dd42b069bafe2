import { describe, expect, it } from 'vitest';
import { contactTexts } from './contact-dictionary';
import { contactFormDictionaries } from './contact-form-dictionary';
import { dictionaries } from './dictionaries';
import { languages } from './languages';

const contactDictionaries = {
  pt: await contactTexts.load('pt'),
  en: await contactTexts.load('en'),
};

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

/** The page's texts and the form's: two namespaces, one check. */
const namespaces = { contact: contactDictionaries, contactForm: contactFormDictionaries };

describe.each(Object.entries(namespaces))('the %s dictionary', (_name, namespace) => {
  const ptLeaves = leaves(namespace.pt);

  it.each(languages)('%s has exactly the keys of the Portuguese source, none empty', (language) => {
    const entries = leaves(namespace[language]);
    expect(entries.map(([key]) => key)).toEqual(ptLeaves.map(([key]) => key));
    for (const [key, value] of entries) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('has the same {placeholders} in both languages', () => {
    const en = new Map(leaves(namespace.en));
    for (const [key, value] of ptLeaves) {
      expect(placeholders(en.get(key)), key).toEqual(placeholders(value));
    }
  });
});

describe('contact dictionaries', () => {
  it('are really translated', () => {
    const same = Object.entries(namespaces).flatMap(([name, namespace]) => {
      const en = new Map(leaves(namespace.en));
      return leaves(namespace.pt)
        .filter(([key, value]) => en.get(key) === value)
        .map(([key]) => `${name}.${key}`);
    });
    // 'E-mail' is the same word in both languages.
    expect(same).toEqual(['contactForm.form.labels.email']);
  });

  it("have the privacy note's {placeholders}", () => {
    expect(placeholders(contactDictionaries.pt.privacy)).toEqual(['{email}', '{notice}']);
  });

  it('has the English texts of docs/product.md verbatim', () => {
    const { en } = contactDictionaries;
    expect(contactFormDictionaries.en.form.sending).toBe('loading ...');
    expect(en.toasts.success).toEqual({
      title: 'Message sent!',
      description: 'We will contact you soon.',
    });
    expect(contactFormDictionaries.en.toasts.error).toEqual({
      title: 'Uh oh! Something went wrong.',
      description:
        'There was a problem with your request. We will try to resolve it as soon as possible.',
    });
    expect(contactDictionaries.pt.heading).toBe('Ligamos para você');
  });

  it('stay out of the site-wide dictionaries, so other pages do not load them', () => {
    for (const language of languages) {
      expect(dictionaries[language]).not.toHaveProperty('contact');
      expect(dictionaries[language]).not.toHaveProperty('contactForm');
    }
  });
});
