import { ButtonLink } from '@/components/ui/Button';
import { LanguageSwitch } from '@/features/language';
import { WhatsAppLink } from '@/features/whatsapp';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { HomeLink } from './HomeLink';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { PhoneLink } from './PhoneLink';

/** The header of the home and about pages: logo, nav, phone, 'Call us', WhatsApp, language switch. */
export function Header() {
  const t = useT();
  const language = useLanguage();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:h-20 lg:px-8">
        <HomeLink />
        <nav aria-label={t.layout.nav.label} className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-4">
            <NavLinks linkClassName="rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700 lg:text-base" />
          </ul>
        </nav>
        <div className="flex items-center gap-3 lg:gap-5">
          {/* Visibility lives on wrappers: the components' own display classes would win. */}
          <div className="hidden lg:block">
            <PhoneLink className="text-sm" />
          </div>
          <div className="hidden md:block">
            <ButtonLink to={pathFor('contact', language)} size="sm">
              {t.layout.callUs}
            </ButtonLink>
          </div>
          <WhatsAppLink className="inline-flex size-11 items-center justify-center rounded-full text-green-700 hover:bg-green-50 hover:text-green-800" />
          <LanguageSwitch />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
