import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { tapEvent } from '@/features/analytics';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';

/**
 * The demo-request banner of the home and about pages: it leads to the contact page, and to
 * the booking page for a visitor who would rather pick a time at once (decision 474).
 */
export function DemoBanner({ id }: { id?: string }) {
  const t = useT().home.demo;
  const language = useLanguage();
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className="render-near-viewport px-4 py-16 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-12 text-white sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full border-[40px] border-white/10"
        />
        <div className="relative max-w-2xl">
          <h2 id={titleId} className="text-3xl font-extrabold sm:text-4xl">
            {t.title}
          </h2>
          <p className="mt-4 text-lg text-brand-50">
            {t.text}{' '}
            <Link to={pathFor('booking', language)} className="font-semibold underline">
              {t.bookNow}
            </Link>
          </p>
        </div>
        <ButtonLink
          to={pathFor('contact', language)}
          {...tapEvent('demo_clicked')}
          variant="secondary"
          className="relative mt-8 shrink-0 lg:mt-0"
        >
          <CalendarCheck aria-hidden="true" className="size-5" />
          {t.cta}
        </ButtonLink>
      </div>
    </section>
  );
}
