import bannerUrl from '@/assets/about/fleet-and-warehouse.svg?no-inline';
import bannerFile from '@/assets/about/fleet-and-warehouse.svg?raw';
import { InlineArt } from '@/components/art/InlineArt';
import { svgArt } from '@/components/art/svg-art';
import { useT } from '@/i18n/I18nProvider';

/** Drawn inline, so the banner paints with the page (docs/decisions/004-first-paint-from-the-html-alone.md). */
const banner = svgArt({
  id: 'about-banner',
  src: bannerUrl,
  fileText: import.meta.env.SSR ? bannerFile : '',
  width: 560,
  height: 360,
});

/** The about page's opening banner: its title, a lead and our illustration. */
export function AboutBanner() {
  const t = useT().about;
  return (
    <section aria-labelledby="about-title" className="overflow-hidden bg-navy-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2 lg:px-8 lg:py-20">
        <div>
          <h1 id="about-title" className="text-4xl font-extrabold sm:text-5xl">
            {t.heading}
          </h1>
          <p className="mt-5 max-w-xl text-xl text-slate-200">{t.lead}</p>
        </div>
        <InlineArt art={banner} label={t.bannerAlt} className="mx-auto w-full max-w-[560px]" />
      </div>
    </section>
  );
}
