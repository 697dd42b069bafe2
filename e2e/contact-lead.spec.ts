import type { APIRequestContext } from '@playwright/test';
import { e2eAdminToken } from '../playwright.config';
import {
  aVisitor,
  contactForm,
  expectConsoleProblems,
  expectToast,
  fieldNames,
  type Language,
  notSentLog,
  texts,
} from './contact-helpers';
import { expect, test } from './fixtures';

/**
 * The form against the real lead API (nothing intercepted): what the visitor sends becomes
 * one lead in the database, read back through the admin listing. Tagged @real-api so a
 * checkout without the API can leave them out: `playwright test --grep-invert @real-api`.
 */

interface StoredLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  subject: string;
  language: string | null;
  page: string | null;
  company: string | null;
  cnpj: string | null;
}

async function leadsOf(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  const response = await request.get('/api/leads?limit=10000', {
    headers: { Authorization: `Bearer ${e2eAdminToken}` },
  });
  expect(response.status()).toBe(200);
  const leads = (await response.json()) as StoredLead[];
  return leads.filter((lead) => lead.email === email);
}

// What is stored does not depend on the screen: checked once, in the desktop project.
test.skip(({ isMobile }) => isMobile, 'the same at every width');

test.describe('the form and the real lead API', { tag: '@real-api' }, () => {
  for (const language of ['pt', 'en'] as Language[]) {
    test(`${language}: a sent form is one stored lead, and the visitor sees the success toast`, async ({
      page,
      request,
    }) => {
      await page.goto(texts[language].path);
      const form = contactForm(page, language);
      await form.ready();
      const visitor = aVisitor(`lead-${language}`);
      await form.fill(visitor);
      await form.submit.click();

      await expectToast(page, language, 'success');
      for (const name of fieldNames) await expect(form.field(name)).toHaveValue('');
      expect(await leadsOf(request, visitor.email)).toEqual([
        expect.objectContaining({
          ...visitor,
          subject: 'Quero contratar [Site Transvia ERP]',
          language,
          page: texts[language].path,
        }),
      ]);
    });
  }

  test('the company and its CNPJ are stored with the lead, the CNPJ in its mask', async ({
    page,
    request,
  }) => {
    await page.goto(texts.pt.path);
    const form = contactForm(page, 'pt');
    await form.ready();
    const visitor = aVisitor('company');
    await form.fill(visitor);
    await form.company.fill('Transportes Araújo');
    await form.cnpj.fill('12abc34501de35');
    await form.submit.click();
    await expectToast(page, 'pt', 'success');
    await expect(form.cnpj).toHaveValue('');
    expect(await leadsOf(request, visitor.email)).toEqual([
      expect.objectContaining({ company: 'Transportes Araújo', cnpj: '12.ABC.345/01DE-35' }),
    ]);
  });

  test('a double click stores exactly one lead', async ({ page, request }) => {
    await page.goto('/contact');
    const form = contactForm(page, 'pt');
    await form.ready();
    const visitor = aVisitor('double-click');
    await form.fill(visitor);
    await form.submit.dblclick();
    await expectToast(page, 'pt', 'success');
    expect(await leadsOf(request, visitor.email)).toHaveLength(1);
  });

  test('a retry after a lost answer stores one lead: the idempotency key holds', async ({
    page,
    request,
    consoleProblems,
  }) => {
    let lost = false;
    await page.route('**/contacts/send', async (route) => {
      if (lost) return route.continue();
      // The API stores the lead, but its answer never reaches the browser.
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/en/contact');
    const form = contactForm(page, 'en');
    await form.ready();
    const visitor = aVisitor('retry');
    await form.fill(visitor);
    await form.submit.click();
    await expectToast(page, 'en', 'error');
    expect(await leadsOf(request, visitor.email)).toHaveLength(1);

    await form.submit.click();
    await expectToast(page, 'en', 'success');
    expect(await leadsOf(request, visitor.email)).toHaveLength(1);
    await expectConsoleProblems(consoleProblems, [/ERR_CONNECTION_RESET/, notSentLog]);
  });

  test('a bot that fills the honeypot is told it worked, and nothing is stored', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page, 'pt');
    await form.ready();
    const bot = aVisitor('bot');
    await form.fill(bot);
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await form.submit.click();
    await expectToast(page, 'pt', 'success');
    expect(await leadsOf(request, bot.email)).toEqual([]);
  });
});
