import AxeBuilder from '@axe-core/playwright';
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

const banner = {
  pt: {
    heading: 'Ligamos para você',
    text: 'Deixe seus dados e um especialista entra em contato para entender a sua operação.',
  },
  en: {
    heading: 'We call you',
    text: 'Leave your details and a specialist will get in touch to understand your operation.',
  },
};

test.describe('contact page layout (docs/product.md §2)', () => {
  for (const language of languages) {
    test(`${language}: the banner with heading and text, and the form beside it (below it on phones)`, async ({
      page,
      isMobile,
    }) => {
      await page.goto(texts[language].path);
      const heading = page.getByRole('heading', { level: 1, name: banner[language].heading });
      await expect(heading).toBeVisible();
      const bannerSection = page.getByRole('region', { name: banner[language].heading });
      await expect(bannerSection).toContainText(banner[language].text);
      // The decorative picture is drawn inline, hidden from assistive technology, and fills
      // the banner behind the text.
      const picture = bannerSection.locator('[data-art="contact-banner"]');
      await expect(picture).toHaveAttribute('aria-hidden', 'true');
      const pictureBox = await picture.locator('svg').boundingBox();
      const sectionBox = await bannerSection.boundingBox();
      expect(pictureBox?.width).toBeCloseTo(sectionBox?.width ?? 0, 0);
      expect(pictureBox?.height).toBeCloseTo(sectionBox?.height ?? 0, 0);

      const form = page.getByRole('form');
      const bannerBox = await bannerSection.boundingBox();
      const formBox = await form.boundingBox();
      if (!bannerBox || !formBox) throw new Error('banner or form not on screen');
      if (isMobile) {
        expect(formBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
      } else {
        // Two halves: the banner on the left, the form on the right, side by side.
        expect(bannerBox.x).toBe(0);
        expect(bannerBox.width).toBeCloseTo(640, -1);
        expect(formBox.x).toBeGreaterThanOrEqual(640);
        expect(formBox.y).toBeLessThan(bannerBox.y + bannerBox.height / 2);
      }
    });
  }

  test('every field has a visible label, the right autocomplete and keyboard', async ({ page }) => {
    await page.goto('/en/contact');
    const form = contactForm(page, 'en');
    const expected = {
      firstName: { type: 'text', autocomplete: 'given-name', inputmode: 'text' },
      lastName: { type: 'text', autocomplete: 'family-name', inputmode: 'text' },
      email: { type: 'email', autocomplete: 'email', inputmode: 'email' },
      phone: { type: 'tel', autocomplete: 'tel', inputmode: 'tel' },
      message: { type: null, autocomplete: 'off', inputmode: 'text' },
    };
    for (const name of fieldNames) {
      const field = form.field(name);
      await expect(page.getByText(texts.en.labels[name], { exact: true })).toBeVisible();
      for (const [attribute, value] of Object.entries(expected[name])) {
        expect(await field.getAttribute(attribute), `${name} ${attribute}`).toBe(value);
      }
      await expect(field).toHaveAttribute('required', '');
    }
    await expect(form.field('phone')).toHaveAccessibleDescription(/area code/);
    // The company and its CNPJ: labelled as optional, and not required.
    const optional = {
      company: { label: 'Company (optional)', autocomplete: 'organization', inputmode: 'text' },
      cnpj: { label: 'CNPJ (optional)', autocomplete: 'off', inputmode: 'text' },
    };
    for (const { label, autocomplete, inputmode } of Object.values(optional)) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await expect(page.getByText(label, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute('autocomplete', autocomplete);
      await expect(field).toHaveAttribute('inputmode', inputmode);
      await expect(field).not.toHaveAttribute('required');
    }
    // The only text boxes people and screen readers meet are those seven.
    await expect(page.getByRole('form').getByRole('textbox')).toHaveCount(7);
  });

  test('the honeypot is off screen, hidden from screen readers and out of the tab order; a bot that fills it is sent on', async ({
    page,
  }) => {
    const requests = await interceptSends(page);
    await page.goto('/contact');
    const form = contactForm(page, 'pt');
    await form.ready();
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(
      true,
    );
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(0);

    // Bots fill every field: the API, not the page, decides what to do with them.
    await form.fill(aVisitor());
    await honeypot.fill('https://spam.example', { force: true });
    await form.submit.click();
    await expectToast(page, 'pt', 'success');
    expect(requests[0]?.postDataJSON().website).toBe('https://spam.example');
    await expect(honeypot).toHaveValue('');
  });

  for (const language of languages) {
    test(`${language}: a short privacy note under the form says what is done with the data and how to delete it`, async ({
      page,
    }) => {
      await page.goto(texts[language].path);
      const note = page.getByText(/LGPD/);
      await expect(note).toBeVisible();
      await expect(note).toContainText(
        language === 'pt' ? 'excluir seus dados' : 'delete your data',
      );
      await expect(note.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
      await expect(
        note.getByRole('link', {
          name: language === 'pt' ? 'aviso de privacidade' : 'privacy notice',
        }),
      ).toHaveAttribute('href', language === 'pt' ? '/privacidade' : '/en/privacy');
      const formBox = await page.getByRole('form').boundingBox();
      const noteBox = await note.boundingBox();
      expect(noteBox?.y).toBeGreaterThan((formBox?.y ?? 0) + (formBox?.height ?? 0));
    });
  }
});

test.describe('before the form can run', () => {
  test('the prerendered form takes input and sends from the first paint, script or not', async ({
    browser,
    request,
  }) => {
    for (const language of languages) {
      const path = texts[language].path;
      const html = await (await request.get(path)).text();
      // An ordinary form that posts to its own page, nothing disabled.
      const form = html.match(/<form [^>]*>/)?.[0];
      expect(form).toContain('method="post"');
      // No action: it posts to the address it was served at, campaign parameters and all.
      expect(form).not.toContain('action=');
      expect(html).not.toMatch(/<fieldset disabled/);
    }

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const form = contactForm(page, 'pt');
    await expect(form.field('firstName')).toBeEditable();
    await expect(form.submit).toBeEnabled();
    // No note asking for JavaScript: the form sends without it (e2e/no-javascript.spec.ts).
    await expect(page.getByText(/JavaScript/)).toHaveCount(0);
    await context.close();
  });

  test('after a client-side navigation, a placeholder of the form’s size shows while its code loads', async ({
    page,
  }) => {
    await page.goto('/');
    const chunk = gate();
    await page.route(/\/assets\/ContactForm-[\w-]+\.js$/, async (route) => {
      await chunk.opened;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Contrate agora' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);

    const placeholder = page.getByRole('status').filter({ hasText: 'Carregando o formulário…' });
    await expect(placeholder).toBeVisible();
    const note = page.getByText(/LGPD/);
    const before = { box: await placeholder.boundingBox(), noteY: (await note.boundingBox())?.y };

    chunk.open();
    const form = contactForm(page, 'pt');
    await form.ready();
    await expect(placeholder).toHaveCount(0);
    const after = {
      box: await page.getByRole('form').boundingBox(),
      noteY: (await note.boundingBox())?.y,
    };
    expect(after.box?.height).toBeCloseTo(before.box?.height ?? 0, 0);
    expect(after.box?.width).toBeCloseTo(before.box?.width ?? 0, 0);
    expect(after.box?.y).toBeCloseTo(before.box?.y ?? 0, 0);
    expect(after.noteY).toBeCloseTo(before.noteY ?? 0, 0);
  });

  test('if the form’s code cannot be downloaded, the page says so and offers the phone', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/en');
    await page.route(/\/assets\/ContactForm-[\w-]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.getByRole('link', { name: 'Contact us' }).first().click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The form could not be loaded');
    await expect(alert.getByRole('link')).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'We call you' })).toBeVisible();
    await expectConsoleProblems(consoleProblems, [
      /ERR_INTERNET_DISCONNECTED/,
      /dynamically imported module/,
    ]);
  });

  test('the form’s code (react-hook-form, zod, the send routine) is never in the home page’s JS', async ({
    page,
  }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    // Strings that survive minification: zod's error class, a react-hook-form option, our status.
    const formCode = /ZodError|shouldFocusError|MSG ENVIADA/;
    const loadedCode = async (list: Response[]) =>
      (await Promise.all(list.map((response) => response.text()))).join('\n');

    await page.goto('/', { waitUntil: 'networkidle' });
    const homeScripts = scripts.splice(0);
    expect(homeScripts.length).toBeGreaterThan(0);
    expect(await loadedCode(homeScripts)).not.toMatch(formCode);

    await page.getByRole('link', { name: 'Contrate agora' }).first().click();
    await contactForm(page, 'pt').ready();
    expect(await loadedCode(scripts)).toMatch(formCode);
  });
});

test.describe('accessibility', () => {
  for (const language of languages) {
    test(`${language}: no WCAG 2.2 AA violation, with errors and a toast showing`, async ({
      page,
      consoleProblems,
    }) => {
      await interceptSends(page, (route) => route.fulfill({ status: 500, body: '' }));
      await page.goto(texts[language].path);
      const form = contactForm(page, language);
      await form.ready();
      const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
      expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);

      await form.submit.click();
      await expect(form.field('firstName')).toHaveAttribute('aria-invalid', 'true');
      expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);

      await form.fill(aVisitor());
      await form.submit.click();
      await expectToast(page, language, 'error');
      expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);
      await expectConsoleProblems(consoleProblems, [/status of 500/, notSentLog]);
    });
  }
});
