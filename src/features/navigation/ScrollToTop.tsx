import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Client-side navigations to a new page open at the top (the about page must, docs/product.md §2).
 * Navigations that carry a `goTo` state or a hash are left to the section scroll. The page
 * the browser loaded keeps the browser's own scroll: a visitor who scrolled before the page's
 * code ran is not sent back to the top when it hydrates.
 */
export function ScrollToTop() {
  const { pathname, hash, state } = useLocation();
  const firstPage = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change only
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (hash || (state && typeof state === 'object' && 'goTo' in state)) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
