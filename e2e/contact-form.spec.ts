import type { Response } from '@playwright/test';
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
  texts,
} from './contact-helpers';
import { expect, test } from './fixtures';

const languages: Language[] = ['pt', 'en'];

// The form's states (each check, the CNPJ's mask, the focus, errors following corrections) are
// the component lane's (src/features/contact-form/ContactForm.dom.test.tsx); here, once per
// language, that the built page in a real browser ties its errors to its fields.
test.describe('contact form: validation (docs/product.md §5)', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'the same code at either size; its states are the component lane’s',
  );
  for (const language of languages) {
    test(`${language}: errors show on submit, tied to their fields, focus on the first`, async ({
      page,
    }) => {
      const requests = await interceptSends(page);
      const t = texts[language];
      await page.goto(t.path);
      const form = contactForm(page, language);
      await form.ready();

      // Nothing is said before the visitor tries to send.
      await form.field('firstName').fill('A');
      await form.field('firstName').blur();
      await expect(page.getByText(t.messages.firstName)).toHaveCount(0);

      await form.submit.click();
      for (const name of fieldNames) {
        const field = form.field(name);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(`${t.messages[name]}$`));
        await expect(page.getByText(t.messages[name], { exact: true })).toBeVisible();
      }
      await expect(form.field('firstName')).toBeFocused();
      expect(requests).toHaveLength(0);
    });
  }
});

test.describe('keyboard only', () => {
  test.skip(({ isMobile }) => isMobile, 'a keyboard journey');

  for (const language of languages) {
    test(`${language}: tab through the form, type, send with Enter`, async ({ page }) => {
      const requests = await interceptSends(page);
      const t = texts[language];
      await page.goto(t.path);
      const form = contactForm(page, language);
      await form.ready();

      // From the top of the page to the first field, with Tab alone.
      for (let presses = 0; presses < 15; presses++) {
        if (await form.field('firstName').evaluate((element) => element === document.activeElement))
          break;
        await page.keyboard.press('Tab');
      }
      await expect(form.field('firstName')).toBeFocused();

      const visitor = aVisitor();
      const company = { company: 'Transportes Araújo', cnpj: '11222333000181' };
      // In the form's order: the optional company and CNPJ come before the message.
      for (const [field, value] of [
        ...fieldNames.slice(0, -1).map((name) => [form.field(name), visitor[name]] as const),
        [form.company, company.company] as const,
        [form.cnpj, company.cnpj] as const,
        [form.field('message'), visitor.message] as const,
      ]) {
        await expect(field).toBeFocused();
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
      }
      // The honeypot is never in the way: after the message comes the send button.
      await expect(form.submit).toBeFocused();
      await page.keyboard.press('Enter');

      await expectToast(page, language, 'success');
      expect(requests).toHaveLength(1);
      expect(requests[0]?.postDataJSON()).toMatchObject({
        ...visitor,
        company: company.company,
        cnpj: '11.222.333/0001-81',
      });
      expect(requests[0]?.postDataJSON()).not.toHaveProperty('website');
      await expect(form.submit).toBeFocused();
    });
  }
});

test.describe('contact form: its checks load when the visitor reaches the form (decision 003)', () => {
  // A string of zod's that survives minification.
  const zodCode = /ZodError/;

  test('the page’s first load has no zod; focusing the form fetches it', async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const loadedCode = async () =>
      (await Promise.all(scripts.map((response) => response.text()))).join('\n');

    await page.goto('/contact', { waitUntil: 'networkidle' });
    const form = contactForm(page, 'pt');
    await form.ready();
    expect(await loadedCode()).not.toMatch(zodCode);

    await form.field('firstName').focus();
    await expect.poll(loadedCode).toMatch(zodCode);
  });

  test('a submit that comes before the checks waits for them', async ({ page }) => {
    const requests = await interceptSends(page);
    const checks = gate();
    await page.route(/\/assets\/contact-validation-[\w-]+\.js$/, async (route) => {
      await checks.opened;
      await route.continue();
    });
    await page.goto('/en/contact');
    const form = contactForm(page, 'en');
    await form.ready();
    await form.fill({ ...aVisitor(), email: 'ana@' });
    await form.submit.click();
    await expect(form.field('email')).not.toHaveAttribute('aria-invalid');

    checks.open();
    await expect(form.field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('email')).toBeFocused();
    expect(requests).toHaveLength(0);
  });

  test('if the checks cannot be downloaded, the API checks the request and its reasons show on the fields', async ({
    page,
    consoleProblems,
  }) => {
    await page.route(/\/assets\/contact-validation-[\w-]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/contact');
    const form = contactForm(page, 'pt');
    await form.ready();
    const typed = { ...aVisitor(), email: 'ana@' };
    await form.fill(typed);
    await form.submit.click();

    await expect(form.field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('email')).toHaveAccessibleDescription(
      new RegExp(`${texts.pt.messages.email}$`),
    );
    await expectToast(page, 'pt', 'error');
    expect(await form.values()).toEqual(typed);
    await expectConsoleProblems(consoleProblems, [
      /ERR_INTERNET_DISCONNECTED/,
      /checks could not be loaded/,
      /status of 400/,
      notSentLog,
    ]);
  });
});
