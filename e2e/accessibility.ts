/**
 * Accessibility checks for any journey: axe with the WCAG 2.2 A and AA rules, and what axe
 * cannot see: that keyboard focus is always visible and never hidden.
 *
 *   await expectNoAxeViolations(page);            // the whole page, in its current state
 *   await tabTo(page, page.getByRole('button', { name: 'Close' }));  // Tab, checking each stop
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import { expect } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe has no separate 2.2 level-A rules). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe leaves its experimental rules off; those that test a WCAG A/AA criterion are switched on
 * (e.g. label-content-name-mismatch, 2.5.3 Label in Name, which Lighthouse also reports).
 */
const experimentalWcagRules = Object.fromEntries(
  axe
    .getRules(wcagTags)
    .filter((rule) => rule.tags.includes('experimental'))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

function describeViolation(violation: Result): string {
  const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
  const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
  return `${violation.id} (${violation.impact}): ${violation.help} at ${targets.join(', ')}${more}`;
}

export interface AxeScope {
  /** Check only inside this selector (e.g. an open dialog). */
  include?: string;
  /** Leave these out, each with a reason in a comment where it is used. */
  exclude?: string[];
}

/** Fails, listing every rule broken and where, unless axe finds nothing in the page as it is now. */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}) {
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: wcagTags },
    rules: experimentalWcagRules,
  });
  if (scope.include) builder = builder.include(scope.include);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(violations.map(describeViolation), `axe on ${page.url()}`).toEqual([]);
}

/** What has keyboard focus and whether it can be seen, checked in the page. */
interface FocusReport {
  /** Tag, name and text of the focused element, for messages; null when the body has focus. */
  element: string | null;
  problem?: string;
  /** The element had focus before in this walk through the page. */
  seenBefore?: boolean;
}

/** Runs in the page. `track` records the element as visited in this walk through the page. */
function inspectFocus(track: boolean): FocusReport {
  const element = document.activeElement;
  if (!element || element === document.body) return { element: null };
  const tracked = window as unknown as { focusStops?: WeakSet<Element> };
  tracked.focusStops ??= new WeakSet();
  const seenBefore = tracked.focusStops.has(element);
  if (track) tracked.focusStops.add(element);
  const label =
    `<${element.tagName.toLowerCase()}> ` +
    (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40);
  const style = getComputedStyle(element);
  const outlineWidth = Number.parseFloat(style.outlineWidth) || 0;
  const transparent = /rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
  if (style.outlineStyle === 'none' || outlineWidth < 2 || transparent) {
    return { element: label, seenBefore, problem: 'no visible focus outline (at least 2 px)' };
  }
  // WCAG 2.4.11: the focused element must not be entirely hidden, e.g. under the sticky header.
  const box = element.getBoundingClientRect();
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + 2, box.top + 2],
    [box.right - 2, box.top + 2],
    [box.left + 2, box.bottom - 2],
    [box.right - 2, box.bottom - 2],
  ];
  const seen = points.some(([x = 0, y = 0]) => {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && (element.contains(hit) || hit.contains(element));
  });
  if (!seen) {
    return { element: label, seenBefore, problem: 'focused but hidden (off screen or covered)' };
  }
  return { element: label, seenBefore };
}

/** Checks the focused element can be seen; describes it. */
async function checkFocus(page: Page): Promise<FocusReport> {
  const report = await page.evaluate(inspectFocus, true);
  if (report.problem) {
    // A carousel sliding to the focused slide or a colour transition may still be under way.
    await expect
      .poll(async () => (await page.evaluate(inspectFocus, false)).problem, {
        message: `focus on ${report.element}`,
        timeout: 1_000,
      })
      .toBeUndefined();
  }
  return report;
}

/** Fails unless the focused element shows a focus outline and is not hidden. */
export async function expectFocusVisible(page: Page): Promise<void> {
  await checkFocus(page);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that the focus
 * is visible; fails when the target is not reached within `maxStops`.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxStops = 60 }: { backwards?: boolean; maxStops?: number } = {},
) {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await checkFocus(page);
    // Looked up at every stop, not once: a list that renders its rows again (the inbox after a
    // search) replaces the element, and a handle taken before would never match the focus.
    const focused = await target.evaluateAll((elements) =>
      elements.some((element) => element === document.activeElement),
    );
    if (focused) return;
  }
  throw new Error(`${target} not reached after ${maxStops} presses of Tab`);
}

/**
 * Tabs through the whole page from the top, checking every stop, and returns the labels of the
 * stops in order; ends when focus leaves the page or comes back to the first stop.
 */
export async function tabThroughPage(page: Page, maxStops = 150): Promise<string[]> {
  await page.evaluate(() => {
    (window as unknown as { focusStops?: WeakSet<Element> }).focusStops = new WeakSet();
  });
  const stops: string[] = [];
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const { element, seenBefore } = await checkFocus(page);
    if (element === null || seenBefore) return stops;
    stops.push(element);
  }
  throw new Error(`still tabbing after ${maxStops} stops: is focus trapped?`);
}
