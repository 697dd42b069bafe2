import { test as base, expect, type Page } from '@playwright/test';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';

/**
 * The test of every journey: fails when the page logs a console error or warning (hydration
 * mismatches included), throws, or breaks the Content-Security-Policy. A 404 page's own
 * status line is expected and ignored, and so is the contact page's 400 answering a form it
 * refused. CSP violations are read from Chromium's Issues
 * (DevTools protocol): a violation that script code catches, like a probe for eval, never
 * reaches the console, yet Lighthouse's Best Practices counts it.
 */
/** The contact form as prerendered: it posts to the contact page of its language. */
const contactFormSelector = 'form[method="post"][action$="/contact"]';

/** Each page's own goto, which does not wait for hydration (see `gotoAsTheVisitorSeesIt`). */
const plainGotos = new WeakMap<Page, Page['goto']>();

export const test = base.extend<{ consoleProblems: string[] }>({
  // page.goto resolves once React has hydrated, so clicks reach their handlers: the page, and
  // the contact form where there is one (its chunk hydrates after the page around it). The
  // page's code comes at the visitor's first sign of life (decision 270): the mouse moves over
  // the page, a little each time, as a visitor's hand would.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    plainGotos.set(page, goto);
    let moves = 0;
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      moves += 1;
      await page.mouse.move(1 + (moves % 2), 1);
      await page.locator(hydrationMarkSelector('page')).waitFor({ state: 'attached' });
      if ((await page.locator(contactFormSelector).count()) > 0) {
        await page.locator(hydrationMarkSelector('contactForm')).waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (message.text().includes('status of 404')) return;
        // The contact page answering a form sent without script that it refused.
        if (message.text().includes('status of 400') && /\/contact$/.test(message.location().url)) {
          return;
        }
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const devtools = await page.context().newCDPSession(page);
      devtools.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code !== 'ContentSecurityPolicyIssue') return;
        const details = issue.details.contentSecurityPolicyIssueDetails;
        problems.push(
          `CSP violation: ${details?.violatedDirective} (${details?.contentSecurityPolicyViolationType}) at ${details?.sourceCodeLocation?.url ?? details?.blockedURL ?? 'the page'}`,
        );
      });
      await devtools.send('Audits.enable');
      await use(problems);
      expect(problems, 'console errors or warnings on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a page without waiting for React: resolves at DOMContentLoaded or at the load event,
 * what a quick visitor sees, for the tests that click before the page's code has run.
 */
export async function gotoAsTheVisitorSeesIt(
  page: Page,
  url: string,
  waitUntil: 'domcontentloaded' | 'load',
) {
  const goto = plainGotos.get(page) ?? page.goto.bind(page);
  return goto(url, { waitUntil });
}

/** Header navigation: the visible nav on wide screens, the menu button under 768 px. */
export async function clickNavLink(page: Page, name: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: /menu/i }).click();
  }
  const header = page.locator('header').first();
  await header.getByRole('link', { name, exact: true }).click();
}

/** Distance from the viewport top to an element's top, in CSS pixels. */
export function topOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}
