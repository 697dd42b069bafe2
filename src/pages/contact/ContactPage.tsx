import { useId } from 'react';
import { ContactFormSlot } from '@/features/contact-form';
import { contactTexts, useContactT } from '@/i18n/contact-dictionary';
import { languages } from '@/i18n/languages';
import { languageOfPath } from '@/routing/routes';
import { PageHead } from '@/seo/PageHead';
import { ContactBanner } from './ContactBanner';
import { PrivacyNote } from './PrivacyNote';

/**
 * Before the page draws (src/components/lazy/lazy-with-preload.ts): its texts in the page's
 * language (src/i18n/localized-module.ts); the prerender draws every language.
 * @public read through the module object, as its `default` is.
 */
export function beforeRender(): Promise<unknown> {
  return import.meta.env.SSR
    ? Promise.all(languages.map(contactTexts.load))
    : contactTexts.load(languageOfPath(window.location.pathname));
}

/**
 * /contact and /en/contact (docs/product.md §2): two halves from 768 px, stacked below; the banner on the
 * left, the form on the right.
 */
export default function ContactPage() {
  const t = useContactT();
  const headingId = useId();
  const formTitleId = useId();
  return (
    <>
      <PageHead page="contact" />
      <div className="grid md:grid-cols-2">
        <ContactBanner headingId={headingId} />
        <section aria-labelledby={formTitleId} className="px-4 py-10 sm:px-8 lg:px-16 lg:py-16">
          <div className="mx-auto max-w-xl">
            <h2 id={formTitleId} className="text-2xl font-bold">
              {t.form.title}
            </h2>
            <p className="mt-2 mb-6 text-sm text-slate-600">{t.form.requiredNote}</p>
            <ContactFormSlot labelledBy={formTitleId} />
            <PrivacyNote />
          </div>
        </section>
      </div>
    </>
  );
}
