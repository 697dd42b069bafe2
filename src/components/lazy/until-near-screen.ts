/**
 * A promise that waits until the element with this id is on screen or the visitor starts
 * scrolling, for code that a prerendered part of the page only needs once the visitor gets
 * there. Scrolling is the sign they are heading on: the code then loads while they are on
 * their way, and a visitor who reads only the first screen never downloads it
 * (docs/decisions/003-below-the-first-screen-on-demand.md).
 *
 * It only waits while the element is in the server's HTML, i.e. while the page is being
 * hydrated: React keeps that HTML on screen, untouched, until the code arrives, so the visitor
 * sees the content at once and the JavaScript loads when it is needed. It resolves at once when
 * the element is not in the page (prerender, or a client-side navigation rendering the page
 * afresh), and as soon as the element leaves the page (the visitor navigated away first), so
 * the code is ready when the page is rendered again.
 */
export function untilNearScreen(id: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  // Scrolled before this code arrived (a visitor quicker than the page): the sign
  // came and went unheard, and the part may hold a click waiting for it.
  if (window.scrollY > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      intersection.disconnect();
      removal.disconnect();
      window.removeEventListener('scroll', settle);
      resolve();
    };
    const intersection = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) settle();
    });
    const removal = new MutationObserver(() => {
      if (!element.isConnected) settle();
    });
    intersection.observe(element);
    window.addEventListener('scroll', settle, { passive: true });
    removal.observe(document.body, { childList: true, subtree: true });
  });
}
