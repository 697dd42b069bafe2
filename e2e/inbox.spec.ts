import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { signInThroughForm } from './inbox-sign-in';
import { sharedServerAdmin } from './local-admin';
import { sendTestLead } from './test-leads';

/**
 * The sales inbox (/inbox) on the built server: sign-in (a wrong, then the right password), a
 * lead sent through the contact API in the list, search, a status change that survives a
 * reload, a note, sign-out; axe on the sign-in form, the list and a lead's page. The account
 * is made with the request the README's CLI sends the running server through DATA_DIR's
 * local socket (e2e/local-admin.ts, decision 380).
 */
const password = 'e2e-inbox-password-123';

/** As `npm run leads -- users add` makes it, through the shared server's local socket. */
const createAccount = (email: string) => sharedServerAdmin().addAccount({ email, password });

/** A lead of its own, attributed to the newsletter by its form (it visited no counted page). */
const sendLead = (request: APIRequestContext) =>
  sendTestLead(request, 'Inbox', {
    attribution: { source: 'newsletter', medium: 'email', campaign: 'nov', landingPage: '/' },
  });

/** Through the form: signing in is part of what this journey tests. */
const signIn = (page: Page, email: string) => signInThroughForm(page, email, password);

test.describe('sales inbox', () => {
  let accountEmail: string;

  test.beforeAll(async ({ browserName }, testInfo) => {
    accountEmail = `inbox.${testInfo.project.name}.${browserName}.${testInfo.workerIndex}.${Date.now()}@example.com`;
    await createAccount(accountEmail);
  });

  test('signs in, finds a new lead, changes its status, adds a note and signs out', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

    // A lead, as the contact page sends it.
    const { email: leadEmail, name: leadName } = await sendLead(request);

    const response = await page.goto('/inbox');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Entrar na caixa de contatos' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot('sign-in');

    // A wrong password: a translated error, and what was typed stays.
    await signInThroughForm(page, accountEmail, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await expect(page.getByLabel('E-mail')).toHaveValue(accountEmail);
    await expect(page.getByLabel('Senha')).toHaveValue('not-the-password');
    await expectNoAxeViolations(page);

    await signInThroughForm(page, accountEmail, password);
    await expect(page.getByRole('heading', { name: 'Contatos' })).toBeVisible();
    await expect(page.getByRole('link', { name: leadName })).toBeVisible();

    // Search, kept in the URL.
    await page
      .getByLabel('Buscar (nome, e-mail, telefone, empresa, CNPJ ou mensagem)')
      .fill(leadEmail);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(leadEmail)}`));
    await expect(page.getByRole('link', { name: leadName })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Bruna Inbox/ })).toHaveCount(1);
    await expect(
      page.getByText('newsletter · nov').filter({ visible: true }).first(),
    ).toBeVisible();

    // Filtered by its campaign too, also kept in the URL (on a phone, behind "Filtros").
    const unfold = page.getByRole('button', { name: /^Filtros/ });
    if (await unfold.isVisible()) await unfold.click();
    await page.getByLabel('Campanha').fill('nov');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/campaign=nov/);
    await expect(page.getByRole('link', { name: leadName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      `/api/inbox/leads.csv?q=${encodeURIComponent(leadEmail)}&campaign=nov&lang=pt`,
    );
    const csv = await page.request.get(`/api/inbox/leads.csv?q=${encodeURIComponent(leadEmail)}`);
    expect(await csv.text()).toContain(leadEmail);
    await expectNoAxeViolations(page);
    await shot('list');

    // The lead's page: a status change that survives a reload, and a note.
    await page.getByRole('link', { name: leadName }).click();
    await expect(page.getByRole('heading', { name: leadName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Origem da visita' })).toBeVisible();
    await expect(page.getByText('Página de entrada')).toBeVisible();
    await page.getByRole('button', { name: 'Contatado' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Estado salvo.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Estado: Contatado' })).toBeVisible();

    await page.getByLabel('Nova nota').fill('Ligar na segunda-feira.');
    await page.getByRole('button', { name: 'Adicionar nota' }).click();
    await expect(page.getByText('Ligar na segunda-feira.')).toBeVisible();
    await expect(page.getByLabel('Nova nota')).toHaveValue('');
    await expectNoAxeViolations(page);
    await shot('lead');

    // PT | EN, remembered.
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();
    await shot('lead-en');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the sales inbox' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to the sales inbox' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('keeps a note through a failed save, shows a conflicting change, and returns after an expired session', async ({
    page,
    request,
  }, _testInfo) => {
    test.setTimeout(90_000);
    const lead = await sendLead(request);
    await page.goto('/inbox');

    // Locked out (answered here, so the real lockout does not hold up the other tests): the
    // wait the server gives, and what was typed stays.
    await page.route('**/api/inbox/sign-in', (route) =>
      route.fulfill({ status: 429, json: { error: 'too_many_attempts', retryAfterSeconds: 541 } }),
    );
    await signIn(page, accountEmail);
    await expect(page.getByRole('alert')).toHaveText(
      'Muitas tentativas de entrar. Tente novamente em 10 minutos.',
    );
    await expect(page.getByLabel('Senha')).toHaveValue(password);
    await page.unroute('**/api/inbox/sign-in');

    await signIn(page, accountEmail);
    await page.getByRole('link', { name: lead.name }).click();
    await expect(page.getByRole('heading', { name: lead.name })).toBeVisible();
    const leadUrl = page.url();

    // The server is away: the note's text stays in the field.
    await page.route('**/notes', (route) =>
      route.fulfill({ status: 503, json: { error: 'database_unavailable' } }),
    );
    await page.getByLabel('Nova nota').fill('Texto que não pode se perder.');
    await page.getByRole('button', { name: 'Adicionar nota' }).click();
    await expect(page.getByRole('alert')).toContainText('Nada foi perdido');
    await expect(page.getByLabel('Nova nota')).toHaveValue('Texto que não pode se perder.');
    await page.unroute('**/notes');

    // Someone else changes the status meanwhile: a 409 shows the current state.
    const session = await (await page.request.get('/api/inbox/session')).json();
    const leadId = leadUrl.split('/').pop();
    const changed = await page.request.post(`/api/inbox/leads/${leadId}/status`, {
      data: { status: 'qualified', version: 1 },
      headers: { 'x-csrf-token': session.csrfToken, Origin: new URL(leadUrl).origin },
    });
    expect(changed.status()).toBe(200);
    await page.getByRole('button', { name: 'Perdido' }).click();
    const conflict = page
      .getByRole('alert')
      .filter({ hasText: 'Outra pessoa alterou este contato' });
    await expect(conflict).toContainText('Estado atual: Qualificado.');
    await expect(page.getByRole('heading', { name: 'Estado: Qualificado' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The session ends: sign in again and land on the same lead.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Perdido' }).click();
    await expect(page.getByText('Sua sessão terminou. Entre novamente.')).toBeVisible();
    expect(page.url()).toBe(leadUrl);
    await signIn(page, accountEmail);
    await expect(page.getByRole('heading', { name: lead.name })).toBeVisible();
    expect(page.url()).toBe(leadUrl);
  });
});
