import { useId } from 'react';
import { ContactFormSlot } from '@/features/contact-form';
import { useContactT } from '@/i18n/contact-dictionary';
import { PageHead } from '@/seo/PageHead';
import { ContactBanner } from './ContactBanner';
import { PrivacyNote } from './PrivacyNote';

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
