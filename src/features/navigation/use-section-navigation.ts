import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '@/i18n/I18nProvider';
import { type HomeSection, pathFor } from '@/routing/routes';
import { scrollToSection } from './scroll-to-section';

/** Navigation state that asks the home page to scroll to a section once it opens (docs/product.md §2). */
export interface GoToState {
  goTo: HomeSection;
}

export function isGoToState(state: unknown): state is GoToState {
  return (
    typeof state === 'object' && state !== null && typeof (state as GoToState).goTo === 'string'
  );
}

/**
 * The scroll action of docs/product.md §4: on the home page it smooth-scrolls to the section;
 * elsewhere it navigates home with `goTo` in the navigation state.
 */
export function useSectionNavigation() {
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const homePath = pathFor('home', language);

  const goToSection = useCallback(
    (section: HomeSection) => {
      if (pathname === homePath) scrollToSection(section);
      else navigate(homePath, { state: { goTo: section } satisfies GoToState });
    },
    [homePath, navigate, pathname],
  );

  /** A real URL for the section, so the link works without JavaScript and in a new tab. */
  const sectionHref = (section: HomeSection) => `${homePath}#${section}`;

  return { goToSection, sectionHref };
}
