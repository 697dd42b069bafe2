import { InlineArt } from '@/components/art/InlineArt';
import { svgArt } from '@/components/art/svg-art';
import { PhoneNumberLink } from '@/features/contact-form';
import { WhatsAppLink } from '@/features/whatsapp';
import { useContactT } from '@/i18n/contact-dictionary';
import { useT } from '@/i18n/I18nProvider';
import { interpolate } from '@/i18n/interpolate';
import bannerUrl from './contact-banner.svg?no-inline';
import bannerFile from './contact-banner.svg?raw';

/** Drawn inline, so it paints with the page rather than become its late largest paint (decision 004). */
const banner = svgArt({
  id: 'contact-banner',
  src: bannerUrl,
  fileText: import.meta.env.SSR ? bannerFile : '',
  width: 960,
  height: 1200,
});

/** Left half of the contact page: the banner with the page's heading and promise. */
export function ContactBanner({ headingId }: { headingId: string }) {
  const t = useContactT();
  const { whatsapp } = useT().layout;
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden bg-navy-900 text-white"
    >
      {/* Decorative; absolutely placed, so it never moves the text around while it loads. */}
      <InlineArt art={banner} fit="cover" className="absolute inset-0 -z-20 size-full" />
      {/* Keeps the text readable over any part of the picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-navy-900 via-navy-900/80 to-navy-900/10"
      />
      <div className="px-4 pt-12 pb-40 sm:px-8 sm:pb-56 md:sticky md:top-0 md:pb-16 lg:px-16 lg:pt-20">
        <h1 id={headingId} className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t.heading}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-100">{t.text}</p>
        <p className="mt-8 text-slate-100">
          {interpolate(t.callPrompt, {
            phone: <PhoneNumberLink className="text-white hover:text-brand-200" />,
          })}
        </p>
        <p className="mt-2 text-slate-100">
          {interpolate(whatsapp.prompt, {
            link: (
              <WhatsAppLink className="font-semibold text-white underline underline-offset-2 hover:text-brand-200">
                {whatsapp.promptLink}
              </WhatsAppLink>
            ),
          })}
        </p>
      </div>
    </section>
  );
}
