import type { Page, Request, Route } from '@playwright/test';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { expect } from './fixtures';

export { type FieldName, fieldNames, type Language, texts } from './contact-texts';

import { type FieldName, fieldNames, type Language, texts } from './contact-texts';

export type ContactValues = Record<FieldName, string>;

export function aVisitor(tag = 'visitor'): ContactValues {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Ana',
    lastName: 'Souza',
    email: `${tag}-${unique}@example.com`,
    phone: '(11) 99999-8888',
    // A message of its own: the same text from many addresses is what the spam screen files
    // away (decision 245), and these visitors are different people.
    message: `Quero conhecer o TMS e o WMS para a nossa frota (ref. ${unique}).`,
  };
}

/** The contact form of the page, field by field, found by their visible labels. */
export function contactForm(page: Page, language: Language) {
  const t = texts[language];
  const field = (name: FieldName) =>
    page.getByRole('textbox', { name: t.labels[name], exact: true });
  return {
    field,
    company: page.getByRole('textbox', { name: t.company.label, exact: true }),
    cnpj: page.getByRole('textbox', { name: t.company.cnpjLabel, exact: true }),
    submit: page.getByRole('button', { name: new RegExp(`^(${t.submit}|${t.sending})$`) }),
    async fill(values: ContactValues) {
      for (const name of fieldNames) await field(name).fill(values[name]);
    },
    async values(): Promise<ContactValues> {
      const entries = await Promise.all(
        fieldNames.map(async (name) => [name, await field(name).inputValue()] as const),
      );
      return Object.fromEntries(entries) as ContactValues;
    },
    /**
     * The prerendered form takes input from the first paint and posts without script (decision
     * 361); it checks and sends as JSON once its own chunk has hydrated.
     */
    async ready() {
      await page.locator(hydrationMarkSelector('contactForm')).waitFor({ state: 'attached' });
    },
  };
}

/** The notifications area and its toasts. */
export function notifications(page: Page, language: Language) {
  const region = page.getByRole('region', { name: texts[language].notifications });
  return { region, toasts: region.getByRole('listitem') };
}

export async function expectToast(
  page: Page,
  language: Language,
  kind: 'success' | 'error',
): Promise<void> {
  const { toasts } = notifications(page, language);
  await expect(toasts).toHaveCount(1);
  const toast = toasts.first();
  await expect(toast).toContainText(texts[language][kind].title);
  await expect(toast).toContainText(texts[language][kind].description);
  await expect(toast).toHaveAttribute(
    'data-variant',
    kind === 'success' ? 'default' : 'destructive',
  );
}

/** The API's answer that a lead was stored (docs/product.md §7). */
export const storedAnswer = {
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify([{ status: 'MSG ENVIADA', id: 'lead-test-1' }]),
};

/**
 * Answers every POST /contacts/send with `handle` instead of the real API and records the
 * requests. `release` (when given) holds each answer until the test lets it go.
 */
export async function interceptSends(
  page: Page,
  handle: (route: Route, request: Request) => Promise<void> = (route) =>
    route.fulfill(storedAnswer),
) {
  const requests: Request[] = [];
  await page.route('**/contacts/send', async (route, request) => {
    requests.push(request);
    await handle(route, request);
  });
  return requests;
}

/** A gate an intercepted answer waits behind, so a test can look at the page meanwhile. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Failure journeys make the page log on purpose (the browser's own 'Failed to load resource'
 * line, and the form's console.error, which proves the failure is not swallowed). Takes the
 * expected lines out of the fixture's list, failing if one of them never came.
 */
export async function expectConsoleProblems(problems: string[], expected: RegExp[]) {
  for (const pattern of expected) {
    await expect
      .poll(() => problems.some((problem) => pattern.test(problem)), {
        message: `a console line matching ${pattern}`,
      })
      .toBe(true);
    for (let index = problems.length - 1; index >= 0; index--) {
      if (pattern.test(problems[index] ?? '')) problems.splice(index, 1);
    }
  }
}

/** The line the form logs when a send fails. */
export const notSentLog = /The contact request was not sent/;
