import { Menu, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { NavLinks } from './NavLinks';
import { PhoneLink } from './PhoneLink';

/** Shown while the menu is open / closed; CSS reads the popover's state, so no script is needed. */
const whenOpen = 'hidden group-has-[:popover-open]:inline';
const whenClosed = 'group-has-[:popover-open]:hidden';

/**
 * Below 768 px the header nav folds into this disclosure: a button that shows the links in a
 * panel under the header. The panel is a native popover (`popovertarget`), so it opens from
 * the first paint and without JavaScript; the browser closes it on Escape
 * or a click outside and gives the focus back to the button. The icon and the button's name
 * follow the popover's state through CSS; once React runs, `aria-expanded` says it too.
 */
export function MobileMenu() {
  const t = useT();
  const language = useLanguage();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  const close = () => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
  };

  // Opened before hydration: the state starts from what the page shows.
  useLayoutEffect(() => {
    setOpen(panel.current?.matches(':popover-open') ?? false);
  }, []);

  // Close when the page changes; not when it hydrates, which would shut a menu opened before.
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname]);

  return (
    <div className="group md:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        // Before hydration the browser derives it from the popover; React may not guess it.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className={whenClosed} />
        <X aria-hidden="true" className={whenOpen} />
        <span className={`sr-only ${whenClosed}`}>{t.layout.nav.openMenu}</span>
        <span className={`sr-only ${whenOpen}`}>{t.layout.nav.closeMenu}</span>
      </button>
      <nav
        ref={panel}
        id={panelId}
        popover="auto"
        onToggle={() => setOpen(panel.current?.matches(':popover-open') ?? false)}
        aria-label={t.layout.nav.label}
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-b border-slate-200 bg-white px-4 pb-6 text-ink shadow-lg"
      >
        <ul className="flex flex-col">
          <NavLinks
            onNavigate={close}
            linkClassName="block border-b border-slate-100 py-3 text-base font-semibold text-ink hover:text-brand-700"
          />
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <PhoneLink />
          <ButtonLink to={pathFor('contact', language)} size="sm" onClick={close}>
            {t.layout.callUs}
          </ButtonLink>
        </div>
      </nav>
    </div>
  );
}
