import { currentPrivacyNoticeVersion } from '@contract/lgpd';
import { tabVisitPattern } from '@contract/tab-visit';
import type { Route } from '@playwright/test';
import {
  aVisitor,
  contactForm,
  expectConsoleProblems,
  expectToast,
  fieldNames,
  gate,
  interceptSends,
  type Language,
  notSentLog,
  storedAnswer,
  texts,
} from './contact-helpers';
import { expect, test } from './fixtures';

const languages: Language[] = ['pt', 'en'];

// What a send does with the request, the answer and the typed values does not depend on the
// screen: checked once, in the desktop project (the toasts' placement on a phone is
// contact-toasts.spec.ts's).
test.skip(({ isMobile }) => isMobile, 'the same at every width');

test.describe('contact form: sending (docs/product.md §4, §7)', () => {
  for (const language of languages) {
    test(`${language}: disabled and '${texts[language].sending}' while sending, then the success toast and an empty form`, async ({
      page,
    }) => {
      const answer = gate();
      await interceptSends(page, async (route) => {
        await answer.opened;
        await route.fulfill(storedAnswer);
      });
      const t = texts[language];
      await page.goto(t.path);
      const form = contactForm(page, language);
      await form.ready();
      await form.fill(aVisitor());
      await form.submit.click();

      await expect(form.submit).toHaveText(t.sending);
      await expect(form.submit).toBeDisabled();
      // The button keeps the focus, so a keyboard user stays where they were.
      await expect(form.submit).toBeFocused();

      answer.open();
      await expectToast(page, language, 'success');
      await expect(form.submit).toHaveText(t.submit);
      await expect(form.submit).toBeEnabled();
      for (const name of fieldNames) await expect(form.field(name)).toHaveValue('');
    });
  }

  test('posts JSON to /contacts/send with the default subject, the page, the visit and an idempotency key', async ({
    page,
  }) => {
    const requests = await interceptSends(page);
    await page.goto('/en/contact');
    const form = contactForm(page, 'en');
    await form.ready();
    const visitor = aVisitor();
    await form.fill({ ...visitor, firstName: '  Ana  ' });
    await form.submit.click();
    await expectToast(page, 'en', 'success');

    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request?.method()).toBe('POST');
    expect(new URL(request?.url() ?? '').pathname).toBe('/contacts/send');
    const headers = await request?.allHeaders();
    expect(headers?.['content-type']).toBe('application/json');
    expect(headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers?.['access-control-allow-origin']).toBeUndefined();
    expect(request?.postDataJSON()).toEqual({
      ...visitor,
      subject: 'Quero contratar [Site Transvia ERP]',
      language: 'en',
      page: '/en/contact',
      privacyNoticeVersion: currentPrivacyNoticeVersion,
      // The visit landed here with no campaign and no referrer from another site.
      attribution: { source: '(direct)', landingPage: '/en/contact' },
      // The tab's visit the page-view script gave this landing (decision 360).
      visitId: expect.stringMatching(tabVisitPattern),
    });
  });

  const failures: {
    kind: string;
    answer: (route: Route) => Promise<void>;
    logs: RegExp[];
  }[] = [
    {
      kind: 'a network error',
      answer: (route) => route.abort('connectionreset'),
      logs: [/ERR_CONNECTION_RESET/, notSentLog],
    },
    {
      kind: 'HTTP 500',
      answer: (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
      logs: [/status of 500/, notSentLog],
    },
    {
      kind: 'a 200 with another status',
      answer: (route) => route.fulfill({ status: 200, json: [{ status: 'ERRO' }] }),
      logs: [notSentLog],
    },
    {
      kind: 'a 200 with an unreadable body',
      answer: (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Gateway</h1>' }),
      logs: [notSentLog],
    },
    {
      kind: 'a 200 with an empty list',
      answer: (route) => route.fulfill({ status: 200, json: [] }),
      logs: [notSentLog],
    },
  ];

  for (const failure of failures) {
    test(`${failure.kind}: the destructive toast, and everything typed stays`, async ({
      page,
      consoleProblems,
    }) => {
      await interceptSends(page, failure.answer);
      await page.goto('/contact');
      const form = contactForm(page, 'pt');
      await form.ready();
      const visitor = aVisitor();
      await form.fill(visitor);
      await form.submit.click();

      await expectToast(page, 'pt', 'error');
      expect(await form.values()).toEqual(visitor);
      await expect(form.submit).toHaveText(texts.pt.submit);
      await expect(form.submit).toBeEnabled();
      await expectConsoleProblems(consoleProblems, failure.logs);
    });
  }

  // The server knows the way out of these (decision 321): the form says it, no generic toast.
  const refusals = [
    {
      status: 429,
      retryAfter: '52',
      says: {
        pt: /Você pode enviá-la de novo em 52 segundos/,
        en: /You can send it again in 52 seconds/,
      },
    },
    {
      status: 503,
      retryAfter: '5',
      says: {
        pt: /fora do ar por um instante.*Tente de novo em 5 segundos/,
        en: /down for a moment.*Try again in 5 seconds/,
      },
    },
  ];
  for (const refusal of refusals) {
    for (const language of languages) {
      test(`${language}: HTTP ${refusal.status} says when to try again, offers phone and WhatsApp, and keeps every value`, async ({
        page,
        consoleProblems,
      }) => {
        await interceptSends(page, (route) =>
          route.fulfill({
            status: refusal.status,
            headers: { 'Retry-After': refusal.retryAfter },
            json: { error: 'refused' },
          }),
        );
        await page.goto(texts[language].path);
        const form = contactForm(page, language);
        await form.ready();
        const visitor = aVisitor();
        await form.fill(visitor);
        await form.submit.click();

        const notice = page.getByRole('alert').filter({ hasText: refusal.says[language] });
        await expect(notice).toBeVisible();
        await expect(notice).toBeFocused();
        await expect(notice.getByRole('link', { name: '(11) 4000-0000' })).toHaveAttribute(
          'href',
          'tel:+551140000000',
        );
        await expect(notice.getByRole('link', { name: /\(11\) 94000-0000/ })).toHaveAttribute(
          'href',
          /^https:\/\/wa\.me\/5511940000000/,
        );
        expect(await form.values()).toEqual(visitor);
        await expect(form.submit).toBeEnabled();
        await expect(page.getByText(texts[language].error.title)).toHaveCount(0);
        await expectConsoleProblems(consoleProblems, [
          new RegExp(`status of ${refusal.status}`),
          notSentLog,
        ]);
      });
    }
  }

  test('no answer within 15 s: the request is given up and the values stay', async ({
    page,
    consoleProblems,
  }) => {
    await page.clock.install();
    let arrived = false;
    await interceptSends(page, async () => {
      arrived = true; // …and never answered.
    });
    await page.goto('/en/contact');
    const form = contactForm(page, 'en');
    await form.ready();
    const visitor = aVisitor();
    await form.fill(visitor);
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1_000);
    await form.submit.click();
    await expect.poll(() => arrived).toBe(true);

    await page.clock.runFor(14_999);
    await expect(form.submit).toHaveText('loading ...');
    await page.clock.runFor(1);
    await expectToast(page, 'en', 'error');
    expect(await form.values()).toEqual(visitor);
    await expectConsoleProblems(consoleProblems, [notSentLog]);
  });

  test('a 400 naming fields puts the reasons on those fields, in the page’s language', async ({
    page,
    consoleProblems,
  }) => {
    await interceptSends(page, (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'validation',
          fields: { phone: 'Your phone must be at least 11 characters', email: 'blocked domain' },
        },
      }),
    );
    await page.goto('/contact');
    const form = contactForm(page, 'pt');
    await form.ready();
    const visitor = aVisitor();
    await form.fill(visitor);
    await form.submit.click();

    await expectToast(page, 'pt', 'error');
    await expect(form.field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('email')).toHaveAccessibleDescription('Confira este campo.');
    await expect(form.field('phone')).toHaveAccessibleDescription(
      /Seu telefone deve ter pelo menos 11 caracteres$/,
    );
    await expect(form.field('email')).toBeFocused();
    expect(await form.values()).toEqual(visitor);

    // Changing the field clears the server's objection.
    await form.field('email').fill(`outra-${visitor.email}`);
    await expect(form.field('email')).not.toHaveAttribute('aria-invalid');
    await expectConsoleProblems(consoleProblems, [/status of 400/, notSentLog]);
  });

  test('a retry of the same submission keeps its idempotency key; new values or a success start a new one', async ({
    page,
    consoleProblems,
  }) => {
    let fail = true;
    const requests = await interceptSends(page, (route) =>
      fail ? route.fulfill({ status: 502, body: '' }) : route.fulfill(storedAnswer),
    );
    await page.goto('/en/contact');
    const form = contactForm(page, 'en');
    await form.ready();
    const key = (index: number) => requests[index]?.headers()['idempotency-key'];

    const first = aVisitor();
    await form.fill(first);
    await form.submit.click();
    await expectToast(page, 'en', 'error');
    await form.submit.click();
    await expect.poll(() => requests.length).toBe(2);
    expect(key(1)).toBe(key(0));

    const second = { ...first, message: 'Another question.' };
    await form.field('message').fill(second.message);
    await form.submit.click();
    await expect.poll(() => requests.length).toBe(3);
    expect(key(2)).not.toBe(key(1));

    fail = false;
    await form.submit.click();
    await expectToast(page, 'en', 'success');
    expect(key(3)).toBe(key(2));

    // The same values again after a success: a new request for contact, a new key.
    await form.fill(second);
    await form.submit.click();
    await expect.poll(() => requests.length).toBe(5);
    expect(key(4)).not.toBe(key(3));
    await expectConsoleProblems(consoleProblems, [/status of 502/, notSentLog]);
  });

  test('a double click sends once', async ({ page }) => {
    const answer = gate();
    const requests = await interceptSends(page, async (route) => {
      await answer.opened;
      await route.fulfill(storedAnswer);
    });
    await page.goto('/contact');
    const form = contactForm(page, 'pt');
    await form.ready();
    await form.fill(aVisitor());
    await form.submit.dblclick();
    await form.field('email').press('Enter'); // another attempt while the first is on its way
    await expect(form.submit).toHaveText(texts.pt.sending);
    answer.open();
    await expectToast(page, 'pt', 'success');
    expect(requests).toHaveLength(1);
  });
});
