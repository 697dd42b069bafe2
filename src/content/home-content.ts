/**
 * The home page's content document (contract/content/home.ts) read from and written to the
 * objects the pages draw from (decision 401). The build's own values are the seed of a fresh
 * database; the server's renderer applies a language's published document before drawing a
 * page of that language. Used by the prerender's bundle only, never by the browser's.
 */
import type { HomeContent } from '@contract/content/home';
import { dictionaries } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/languages';
import { assistantPromo } from './assistant';
import { site } from './site';
import { statSlides } from './stats';

/** The objects a published document changes, by the slot name their module passes through. */
export const contentSlots = { t: dictionaries, site, stats: statSlides, assistant: assistantPromo };

export function homeContentOf(language: Language): HomeContent {
  const t = dictionaries[language];
  return {
    hero: {
      label: t.home.hero.label,
      title: t.home.hero.title,
      description: t.home.hero.description,
      learnMore: t.home.hero.learnMore,
      contactUs: t.home.hero.contactUs,
    },
    seo: { title: t.meta.home.title, description: t.meta.home.description },
    stats: statSlides.map((slide) => ({
      lead: slide.lead[language],
      value: slide.value,
      unit: slide.unit[language],
    })),
    assistant: {
      title: assistantPromo.title[language],
      description: assistantPromo.description[language],
      points: [...assistantPromo.points[language]],
    },
    contact: {
      phoneDisplay: site.phone.display,
      phoneE164: site.phone.e164,
      whatsappDisplay: site.whatsapp.display,
      whatsappDigits: site.whatsapp.digits,
    },
    footerLinks: site.externalLinks.map((link) => ({
      id: link.id,
      label: link.label[language],
      href: link.href,
    })),
    social: site.social.map((link) => ({
      network: link.network,
      label: link.label,
      href: link.href,
    })),
  };
}

type Writable<T> = { -readonly [K in keyof T]: Writable<T[K]> };

/** Writes a language's document into the objects; the other language's texts stay. */
export function applyHomeContent(language: Language, content: HomeContent) {
  const t = dictionaries[language] as Writable<(typeof dictionaries)[Language]>;
  Object.assign(t.home.hero, content.hero);
  Object.assign(t.meta.home, content.seo);
  content.stats.forEach((stat, index) => {
    const slide = statSlides[index];
    if (!slide) return;
    slide.lead[language] = stat.lead;
    slide.unit[language] = stat.unit;
    slide.value = stat.value;
  });
  assistantPromo.title[language] = content.assistant.title;
  assistantPromo.description[language] = content.assistant.description;
  assistantPromo.points[language] = [...content.assistant.points];
  const writableSite = site as Writable<typeof site>;
  // The contract's brand types the numbers as its literals; the site's copies are content.
  const numbers = site as unknown as {
    phone: Record<'display' | 'e164', string>;
    whatsapp: Record<'display' | 'digits', string>;
  };
  numbers.phone.display = content.contact.phoneDisplay;
  numbers.phone.e164 = content.contact.phoneE164;
  numbers.whatsapp.display = content.contact.whatsappDisplay;
  numbers.whatsapp.digits = content.contact.whatsappDigits;
  content.footerLinks.forEach((link, index) => {
    const target = writableSite.externalLinks[index];
    if (!target) return;
    target.label[language] = link.label;
    target.href = link.href;
  });
  content.social.forEach((link, index) => {
    const target = writableSite.social[index];
    if (!target) return;
    target.label = link.label;
    target.href = link.href;
  });
}
