import { privacyRequestAnchors } from '@contract/privacy-request-anchors';
import { type ReactNode, Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { untilNearScreen } from '@/components/lazy/until-near-screen';
import { type ControllerTexts, privacyNotice } from '@/content/privacy';
import { site } from '@/content/site';
import { consentEnabled, PrivacyPreferencesButton } from '@/features/consent';
import { interpolate } from '@/i18n/interpolate';
import { languages } from '@/i18n/languages';
import { useLocalizedModule } from '@/i18n/localized-module';
import { languageOfPath } from '@/routing/routes';
import { PageHead } from '@/seo/PageHead';

/** The controller and its data protection officer, typed data beside the brand (contract/brand.ts). */
function Controller({ texts }: { texts: ControllerTexts }) {
  const { controller, dataProtectionOfficer: officer } = site;
  const rows: [string, ReactNode][] = [
    [texts.controller, controller.legalName],
    [texts.cnpj, controller.cnpj],
    [texts.address, controller.address],
    [texts.officer, officer.name],
    [
      texts.officerContact,
      <a
        key="email"
        href={`mailto:${officer.email}`}
        className="font-semibold text-brand-800 underline underline-offset-2"
      >
        {officer.email}
      </a>,
    ],
  ];
  return (
    <section aria-labelledby="controlador" className="mt-10">
      <h2 id="controlador" className="text-2xl font-bold text-ink">
        {texts.title}
      </h2>
      <p className="mt-4 leading-relaxed text-slate-700">{texts.intro}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-slate-700 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The request form is prerendered (it works without script) but its code loads and hydrates
 * only when the visitor comes near it: the page's first load is the notice alone.
 */
const requestForm = lazyWithPreload<object>(() =>
  untilNearScreen(privacyRequestAnchors.form).then(() => import('./PrivacyRequestForm')),
);

/**
 * Before the page draws (src/components/lazy/lazy-with-preload.ts): its texts in the page's
 * language (src/i18n/localized-module.ts); the prerender draws every language.
 * @public read through the module object, as its `default` is.
 */
export function beforeRender(): Promise<unknown> {
  return import.meta.env.SSR
    ? Promise.all(languages.map(privacyNotice.load))
    : privacyNotice.load(languageOfPath(window.location.pathname));
}

/** The privacy notice: what the site counts and keeps, why, for how long, and erasure. */
export default function PrivacyPage() {
  const notice = useLocalizedModule(privacyNotice);
  const sections = notice.sections.filter(
    (section) => consentEnabled || !section.onlyWithGoogleAnalytics,
  );
  const email = (
    <a
      href={`mailto:${site.privacyEmail}`}
      className="font-semibold text-brand-800 underline underline-offset-2"
    >
      {site.privacyEmail}
    </a>
  );
  return (
    <>
      <PageHead page="privacy" />
      <article className="mx-auto max-w-3xl px-4 py-16 lg:py-20">
        <h1 className="text-4xl font-extrabold text-ink">{notice.title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{notice.intro}</p>
        <p className="mt-2 text-sm text-slate-600">{notice.updated}</p>
        <Controller texts={notice.controller} />
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="text-2xl font-bold text-ink">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                {interpolate(paragraph, { email })}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.after?.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                {interpolate(paragraph, { email })}
              </p>
            ))}
            {section.onlyWithGoogleAnalytics && <PrivacyPreferencesButton className="mt-4" />}
          </section>
        ))}
        <Suspense fallback={null}>
          <requestForm.Component />
        </Suspense>
      </article>
    </>
  );
}
