/**
 * axe (WCAG 2.2 A and AA) finds nothing on any page, in either language, at 390 and 1280 px,
 * nor in the states a visitor can open. A new state is one line in `states` below.
 */
import type { Page } from '@playwright/test';
import { routeEntries } from '@/routing/routes';
import { expectNoAxeViolations } from './accessibility';
import { test } from './fixtures';
import { reachHomeSections } from './home-helpers';

interface PageState {
  name: string;
  path: string;
  /** Brings the page into the state to check, after it has loaded and hydrated. */
  open?: (page: Page) => Promise<unknown>;
  /** Only at this width: some states exist only on phones or only on wide screens. */
  only?: 'mobile' | 'desktop';
}

const states: PageState[] = [
  ...routeEntries.map(({ path }) => ({ name: path, path })),
  { name: 'the 404 page', path: '/pagina-que-nao-existe' },
  { name: 'the English 404 page', path: '/en/missing-page' },
  {
    name: 'the mobile menu open',
    path: '/en/about',
    only: 'mobile',
    open: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
  {
    name: 'the skip link focused',
    path: '/',
    open: (page) => page.keyboard.press('Tab'),
  },
  {
    name: 'a module dialog open',
    path: '/en',
    open: async (page) => {
      await reachHomeSections(page);
      await page.getByRole('button', { name: 'Explore the features.' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'the contact form showing its errors',
    path: '/contact',
    open: async (page) => {
      await page.getByRole('button', { name: 'Enviar' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
];

test.describe('no accessibility violations (axe, WCAG 2.2 AA)', () => {
  for (const state of states) {
    test(state.name, async ({ page, isMobile }) => {
      test.skip(!!state.only && state.only !== (isMobile ? 'mobile' : 'desktop'), 'other width');
      await page.goto(state.path);
      await state.open?.(page);
      await expectNoAxeViolations(page);
    });
  }
});
