import { useEffect } from 'react';

/**
 * The only test-only code in the product: attributes on <html> saying that a part of the page
 * has hydrated, so end-to-end tests click once the handlers are there. A visitor sees no
 * change when hydration ends (the prerendered HTML is the same), so there is nothing visible
 * to wait for instead. Nothing in the site reads them.
 */
const marks = {
  /** The page (App). */
  page: 'hydrated',
  /** The home sections after the hero, which hydrate once the visitor scrolls or reaches them. */
  homeSections: 'homeSectionsHydrated',
  /** The contact form, a chunk of its own that hydrates after the page around it. */
  contactForm: 'contactFormHydrated',
  /** The privacy page's request form, which hydrates once the visitor comes near it. */
  privacyRequestForm: 'privacyRequestFormHydrated',
} as const;

export type HydrationMark = keyof typeof marks;

/**
 * Sets the mark while the calling component is mounted and `ready` holds (a component whose
 * first render after hydration differs from the prerendered one passes `useHydrated()`).
 */
export function useHydrationMark(mark: HydrationMark, ready = true): void {
  useEffect(() => {
    if (!ready) return;
    const { dataset } = document.documentElement;
    dataset[marks[mark]] = 'true';
    return () => {
      delete dataset[marks[mark]];
    };
  }, [mark, ready]);
}

/** The CSS selector that matches once the mark is set, e.g. `html[data-hydrated]`. */
export function hydrationMarkSelector(mark: HydrationMark): string {
  const attribute = marks[mark].replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `html[data-${attribute}]`;
}
