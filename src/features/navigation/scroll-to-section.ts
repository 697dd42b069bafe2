/**
 * Smooth scroll to a home-page section with the timing of docs/product.md (§2, §9):
 * 1000 ms long, starting after 100 ms, stopping 100 px above the section so the sticky
 * header does not cover its title. Under `prefers-reduced-motion` the jump is instant.
 * Focus moves to the section afterwards so keyboard and screen-reader users land there too.
 */
export const sectionScroll = { durationMs: 1000, delayMs: 100, offsetPx: -100 } as const;

/** Set on <html> while a scroll aims: every section laid out for real (styles.css). */
export const wholePageRenderedAttribute = 'data-whole-page-rendered';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** easeInOutQuart, the curve react-scroll used for the original site. */
function easeInOutQuart(t: number): number {
  return t < 0.5 ? 8 * t ** 4 : 1 - (-2 * t + 2) ** 4 / 2;
}

let cancelRunning: (() => void) | undefined;

export function scrollToSection(id: string, { instant = false } = {}): void {
  const target = document.getElementById(id);
  if (!target) return;
  cancelRunning?.();
  // Sections not yet near the viewport stand in at an estimated height (decision 003): laid out
  // for real, the page has its final length before the scroll aims, and it lands on the section.
  // Laying out the whole page is the heaviest work of the scroll (160 ms at CPU ×4 on a phone):
  // the smooth scroll does it once its delay has let the click's own frame paint.
  const renderWholePage = () => {
    document.documentElement.setAttribute(wholePageRenderedAttribute, '');
  };

  const destination = () =>
    Math.max(0, target.getBoundingClientRect().top + window.scrollY + sectionScroll.offsetPx);
  const finish = () => {
    cancelRunning = undefined;
    // Landed: the browser may skip the sections far from the screen again (each keeps the size
    // it was drawn at), so the next interaction does not lay out the whole page.
    document.documentElement.removeAttribute(wholePageRenderedAttribute);
    focusWithoutScrolling(target);
  };

  if (instant || prefersReducedMotion()) {
    renderWholePage();
    window.scrollTo({ top: destination(), behavior: 'instant' });
    finish();
    return;
  }

  let frame = 0;
  const timer = window.setTimeout(() => {
    renderWholePage();
    const start = window.scrollY;
    const end = destination();
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / sectionScroll.durationMs);
      window.scrollTo({
        top: start + (end - start) * easeInOutQuart(progress),
        behavior: 'instant',
      });
      if (progress < 1) frame = requestAnimationFrame(step);
      else finish();
    };
    frame = requestAnimationFrame(step);
  }, sectionScroll.delayMs);

  cancelRunning = () => {
    window.clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}

function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
