import type { Locator, Page } from '@playwright/test';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { expect } from './fixtures';

/**
 * The home sections after the hero hydrate when the visitor nears them: scroll there and wait
 * until they are interactive before clicking inside them.
 */
export async function reachHomeSections(page: Page) {
  await page.locator('#solutions').scrollIntoViewIfNeeded();
  await page.locator(hydrationMarkSelector('homeSections')).waitFor({ state: 'attached' });
}

/**
 * Freezes the page's clock (timers and animation frames) from the first script on, so
 * carousel timing is tested by advancing it explicitly with `page.clock.runFor`.
 */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2024-05-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2024-05-01T09:00:00Z'));
}

/** Index of the dot marked current. */
export async function currentDot(carousel: Locator): Promise<number> {
  const dots = carousel.getByRole('button', { name: /slide \d+ (de|of) \d+/ });
  const states = await dots.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-current')),
  );
  return states.indexOf('true');
}

export async function expectCurrentDot(carousel: Locator, index: number) {
  await expect.poll(() => currentDot(carousel)).toBe(index);
}

/** The rendered opacity of an element, as a number. */
export function opacityOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => Number(getComputedStyle(element).opacity));
}
