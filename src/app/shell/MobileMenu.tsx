import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { NavLinks } from './NavLinks';
import { PhoneLink } from './PhoneLink';

/**
 * Below 768 px the header nav folds into this disclosure: a button with `aria-expanded`
 * that shows the links in a panel under the header. Escape closes it and returns focus.
 */
export function MobileMenu() {
  const t = useT();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="sr-only">{open ? t.layout.nav.closeMenu : t.layout.nav.openMenu}</span>
      </button>
      <nav
        id={panelId}
        aria-label={t.layout.nav.label}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-6 shadow-lg"
      >
        <ul className="flex flex-col">
          <NavLinks
            onNavigate={() => setOpen(false)}
            linkClassName="block border-b border-slate-100 py-3 text-base font-semibold text-ink hover:text-brand-700"
          />
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <PhoneLink />
          <ButtonLink to={pathFor('contact', language)} size="sm">
            {t.layout.callUs}
          </ButtonLink>
        </div>
      </nav>
    </div>
  );
}
