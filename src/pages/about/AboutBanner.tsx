import bannerArt from '@/assets/about/fleet-and-warehouse.svg?no-inline';
import { useT } from '@/i18n/I18nProvider';

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
        <img
          src={bannerArt}
          alt={t.bannerAlt}
          width={560}
          height={360}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-[560px]"
        />
      </div>
    </section>
  );
}
