import type { Page } from '@playwright/test';
import {
  aVisitor,
  contactForm,
  expectConsoleProblems,
  expectToast,
  interceptSends,
  notifications,
  notSentLog,
  storedAnswer,
  texts,
} from './contact-helpers';
import { expect, test } from './fixtures';

/**
 * Toasts (docs/product.md §4, §9) as the contact form raises them: one at a time, 5000 ms unless the
 * visitor is on it, closable by button, swipe and keyboard, announced to screen readers.
 */

/** Opens the English contact page with the API answering success (or failure) on demand. */
async function contactPageWithToasts(page: Page) {
  let answer: 'stored' | 'broken' = 'stored';
  await interceptSends(page, (route) =>
    answer === 'stored' ? route.fulfill(storedAnswer) : route.fulfill({ status: 500, body: '' }),
  );
  await page.goto('/en/contact');
  const form = contactForm(page, 'en');
  await form.ready();
  return {
    form,
    async send(outcome: 'stored' | 'broken') {
      answer = outcome;
      await form.fill(aVisitor());
      await form.submit.click();
      await expectToast(page, 'en', outcome === 'stored' ? 'success' : 'error');
    },
  };
}

test('one toast at a time: a new one replaces the old', async ({ page, consoleProblems }) => {
  const { send } = await contactPageWithToasts(page);
  const { toasts } = notifications(page, 'en');
  await send('broken');
  await send('stored');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText(texts.en.success.title);
  await expect(page.getByText(texts.en.error.title)).toHaveCount(0);
  await send('broken');
  await expect(toasts).toHaveCount(1);
  await expect(page.getByText(texts.en.success.title)).toHaveCount(0);
  await expectConsoleProblems(consoleProblems, [/status of 500/, notSentLog]);
});

test('the close button closes it', async ({ page }) => {
  const { send } = await contactPageWithToasts(page);
  await send('stored');
  const { toasts } = notifications(page, 'en');
  await toasts.getByRole('button', { name: texts.en.closeToast }).click();
  await expect(toasts).toHaveCount(0);
});

test('it goes by itself after 5000 ms, but not while the pointer or the focus is on it', async ({
  page,
}) => {
  await page.clock.install();
  const { send } = await contactPageWithToasts(page);
  const { toasts } = notifications(page, 'en');

  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 1_000);
  await send('stored');
  await page.clock.runFor(4_999);
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(toasts).toHaveCount(0);

  await send('stored');
  await toasts.first().hover();
  await page.clock.runFor(20_000);
  await expect(toasts).toHaveCount(1);
  await page.mouse.move(5, 5);
  await page.clock.runFor(5_000);
  await expect(toasts).toHaveCount(0);

  await send('stored');
  await page.keyboard.press('F8');
  await page.keyboard.press('Tab');
  await expect(toasts.first()).toBeFocused();
  await page.clock.runFor(20_000);
  await expect(toasts).toHaveCount(1);
});

test('a swipe right past 50 px closes it; a shorter one does not', async ({ page }) => {
  // The toast's own 5-second life (tested above) must not end it half-way through a swipe on a
  // busy machine: the page's timers move only when the test says so.
  await page.clock.install();
  const { send } = await contactPageWithToasts(page);
  const { toasts } = notifications(page, 'en');
  await page.clock.pauseAt(Date.now() + 1_000);
  await send('stored');
  const toast = toasts.first();

  const swipe = async (distance: number) => {
    // Measured once it stands still: during its slide-in (or its slide back after a cancelled
    // swipe) the box is where the toast was, and the pointer went down beside it.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast is not on screen');
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + distance, y, { steps: 8 });
    await page.mouse.up();
  };

  await swipe(30);
  await expect(toast).toHaveAttribute('data-swipe', 'cancel');
  await expect(toasts).toHaveCount(1);
  await swipe(80);
  await expect(toasts).toHaveCount(0);
});

test('F8 reaches it from the keyboard, Tab to its close button, Enter closes it', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'a keyboard journey');
  const { send, form } = await contactPageWithToasts(page);
  const { region, toasts } = notifications(page, 'en');
  await send('stored');
  await page.keyboard.press('F8');
  await expect(region.getByRole('list')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toasts.first()).toBeFocused();
  await page.keyboard.press('Tab');
  const close = toasts.getByRole('button', { name: texts.en.closeToast });
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts).toHaveCount(0);
  await expect(form.submit).toBeVisible();
});

test('screen readers hear it: the title and description in a live region', async ({
  page,
  consoleProblems,
}) => {
  const { send } = await contactPageWithToasts(page);
  // Radix reads each toast out through a visually hidden live region, for about a second.
  const announcements: string[] = [];
  await page.exposeFunction('recordAnnouncement', (text: string) => announcements.push(text));
  await page.evaluate(() => {
    new MutationObserver(() => {
      for (const live of document.querySelectorAll('[aria-live="assertive"]')) {
        const text = live.textContent?.trim();
        if (text)
          (window as unknown as { recordAnnouncement(t: string): void }).recordAnnouncement(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await send('broken');
  await expect
    .poll(() => announcements.join('\n'))
    .toContain(`Notification ${texts.en.error.title} ${texts.en.error.description}`);
  await expectConsoleProblems(consoleProblems, [/status of 500/, notSentLog]);
});
