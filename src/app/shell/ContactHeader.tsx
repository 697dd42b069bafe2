import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { LanguageSwitch } from '@/features/language';
import { WhatsAppLink } from '@/features/whatsapp';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { HomeLink } from './HomeLink';
import { PhoneLink } from './PhoneLink';

/** The simplified header of the contact page: logo, switch, phone and 'Back' home (docs/product.md §2). */
export function ContactHeader() {
  const t = useT();
  const language = useLanguage();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4 lg:h-20 lg:px-8">
        <HomeLink />
        <div className="flex items-center gap-1 sm:gap-3 lg:gap-5">
          <PhoneLink className="text-sm" compact />
          {/* Below 640 px the header has no room: the page has the link beside the form. */}
          <div className="hidden sm:block">
            <WhatsAppLink className="inline-flex size-11 items-center justify-center rounded-full text-green-700 hover:bg-green-50 hover:text-green-800" />
          </div>
          <LanguageSwitch />
          <ButtonLink to={pathFor('home', language)} variant="secondary" size="sm">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.layout.back}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
