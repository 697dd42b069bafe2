import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Client-side navigations to a new page open at the top (the about page must, docs/product.md §2).
 * Navigations that carry a `goTo` state or a hash are left to the section scroll.
 */
export function ScrollToTop() {
  const { pathname, hash, state } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change only
  useLayoutEffect(() => {
    if (hash || (state && typeof state === 'object' && 'goTo' in state)) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
