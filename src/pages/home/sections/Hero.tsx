import { ButtonAnchor, ButtonLink } from '@/components/ui/Button';
import { scrollToSection } from '@/features/navigation';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { HeroArt } from './HeroArt';

export function Hero() {
  const t = useT();
  const language = useLanguage();
  return (
    <section id="home" aria-labelledby="hero-title" className="overflow-hidden bg-brand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-16 px-4 pt-12 pb-20 lg:grid-cols-2 lg:gap-12 lg:px-8 lg:py-24">
        <div>
          <p className="font-semibold tracking-wider text-brand-800 uppercase">
            {t.home.hero.label}
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold text-ink sm:text-5xl">
            {t.home.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{t.home.hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            {/* A link to the section, so it works from the first paint, before any script;
                once the page runs, the click becomes the smooth scroll of docs/product.md §4. */}
            <ButtonAnchor
              href="#solutions"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                scrollToSection('solutions');
              }}
            >
              {t.home.hero.learnMore}
            </ButtonAnchor>
            <ButtonLink to={pathFor('contact', language)} variant="secondary">
              {t.home.hero.contactUs}
            </ButtonLink>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
