import { pathFor } from '../../../app/routes';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { scrollToSection } from '../../../features/navigation/scroll-to-section';
import { useLanguage, useT } from '../../../i18n/I18nProvider';

export function Hero() {
  const t = useT();
  const language = useLanguage();
  return (
    <section id="home" aria-labelledby="hero-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-24">
        <p className="font-semibold text-brand-800 uppercase tracking-wider">{t.home.hero.label}</p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-extrabold sm:text-5xl">
          {t.home.hero.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">{t.home.hero.description}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Button onClick={() => scrollToSection('solutions')}>{t.home.hero.learnMore}</Button>
          <ButtonLink to={pathFor('contact', language)} variant="secondary">
            {t.home.hero.contactUs}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
