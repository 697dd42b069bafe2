import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { signInThroughForm } from './inbox-sign-in';
import { sharedServerAdmin } from './local-admin';
import { uniquePhone } from './test-leads';

/**
 * The inbox's audit log and insights pages on the built server, at 390 and 1280 px: the log
 * shows this test's own sign-in and status change (filtered by person and by kind, in the
 * URL), the insights count a visit and a lead under this test's own source, the chart library
 * is fetched only on the insights page, and axe finds nothing on either page in either
 * language. The account is made with the CLI's request to the server's local socket
 * (e2e/local-admin.ts, decision 380).
 */
const password = 'e2e-inbox-pages-password-1';

/** As `npm run leads -- users add` makes it, through the shared server's local socket. */
const createAccount = (email: string) => sharedServerAdmin().addAccount({ email, password });

/**
 * This run's own browser: every e2e test shares one loopback IP, and a visitor (IP + browser)
 * starts no new visit for 30 minutes. The visit and its lead come from it and name its tab's
 * visit, so the lead is counted on that visit (decisions 220, 360).
 */
const browserAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.${Date.now() % 100_000}.${Math.floor(Math.random() * 1000)} Safari/537.36`;

/** The tab's visit this browser's page-view script would keep (one tab per test browser). */
const tabVisitOf = (userAgent: string) => `e2e-${userAgent.replace(/\D/g, '')}`.slice(0, 60);

/** A page view as the tracker sends it from one of the site's pages (decision 221). */
async function sendVisit(
  request: APIRequestContext,
  baseURL: string,
  source: string,
  userAgent: string,
) {
  const sent = await request.post('/api/event', {
    headers: {
      'Content-Type': 'text/plain',
      'User-Agent': userAgent,
      'Sec-Fetch-Site': 'same-origin',
    },
    data: JSON.stringify({
      n: 'pageview',
      v: 36,
      u: `${baseURL}/?utm_source=${source}&utm_medium=email&utm_campaign=pages`,
      d: new URL(baseURL).hostname,
      r: null,
      visit: tabVisitOf(userAgent),
    }),
  });
  expect(sent.status()).toBe(202);
}

async function sendLead(
  request: APIRequestContext,
  stamp: string,
  source: string,
  userAgent: string,
) {
  const email = `pages.${stamp}@example.com`;
  const sent = await request.post('/contacts/send', {
    data: {
      firstName: 'Helena',
      lastName: `Pages${stamp}`,
      email,
      phone: uniquePhone(),
      message: 'Quero saber mais sobre o TMS.',
      attribution: { source, medium: 'email', campaign: 'pages', landingPage: '/' },
      visitId: tabVisitOf(userAgent),
    },
    headers: { 'Idempotency-Key': `e2e-${email}`, 'User-Agent': userAgent },
  });
  expect(sent.status()).toBe(200);
  return { email, name: `Helena Pages${stamp}` };
}

/**
 * Console errors (CSP violations among them) and uncaught errors of the page; the 401 of the
 * session check before signing in is expected.
 */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().includes('status of 401')) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('the inbox’s audit log and insights', () => {
  let accountEmail: string;

  test.beforeAll(async ({ browserName }, testInfo) => {
    accountEmail = `pages.${testInfo.project.name}.${browserName}.${testInfo.workerIndex}.${Date.now()}@example.com`;
    await createAccount(accountEmail);
  });

  test('the audit log shows this sign-in and status change; insights count a visit and a lead under their source', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const problems = watchProblems(page);
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
    const chartLibraryFetched = () => fetched.some((path) => /\/uPlot[^/]*\.js$/.test(path));

    const stamp = `${testInfo.project.name}${Date.now()}`;
    const source = `e2e-pages-${stamp}`.toLowerCase();
    const userAgent = browserAgent();
    await sendVisit(request, baseURL ?? '', source, userAgent);
    const lead = await sendLead(request, stamp, source, userAgent);

    // Sign in, and change the lead's status.
    await page.goto(`/inbox?q=${encodeURIComponent(lead.email)}`);
    await signInThroughForm(page, accountEmail, password);
    await page.getByRole('link', { name: lead.name }).click();
    await page.getByRole('button', { name: 'Contatado' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Estado salvo.' })).toBeVisible();

    // The audit log, from the header's navigation.
    const sections = page.getByRole('navigation', { name: 'Seções da caixa de contatos' });
    await sections.getByRole('link', { name: 'Registro de atividades' }).click();
    await expect(page).toHaveURL(/\/inbox\/audit$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registro de atividades' }),
    ).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Registro de atividades' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(chartLibraryFetched()).toBe(false);

    // Everyone's entries first; following this account's e-mail keeps only its own.
    const entries = page.locator('table tbody tr, main ul > li').filter({ visible: true });
    await entries
      .filter({ hasText: accountEmail })
      .first()
      .getByRole('link', { name: accountEmail })
      .click();
    await expect(page).toHaveURL(new RegExp(`actor=${encodeURIComponent(accountEmail)}`));
    await expect(page.getByLabel('Pessoa (e-mail da conta)')).toHaveValue(accountEmail);
    // The first sign-in of an admin set up its authenticator app (decision 450).
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Mudou o estado');
    await expect(entries.nth(0)).toContainText('Novo → Contatado');
    await expect(entries.nth(0).getByRole('link', { name: lead.name })).toBeVisible();
    await expect(entries.nth(1)).toContainText('Entrou');
    await expect(entries.nth(2)).toContainText('Ativou uma segunda etapa de acesso');
    for (const entry of await entries.all()) await expect(entry).toContainText(accountEmail);
    // The lead is named by its person, read from the lead; nothing else of the visitor.
    await expect(page.getByRole('main')).not.toContainText(lead.email);
    await expectNoAxeViolations(page);
    await shot('audit-pt');

    // By kind too, both in the URL.
    await page.getByLabel('Tipo').selectOption('sign_in');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/action=sign_in(&|$)/);
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Entrou');

    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Kind').selectOption('');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(entries.nth(0)).toContainText('Changed the status');
    await expect(entries.nth(0)).toContainText('New → Contacted');
    await expect(entries.nth(1)).toContainText('Signed in');
    await expectNoAxeViolations(page);
    await shot('audit-en');

    // Insights: the visit and the lead under this test's source, the default 30 days.
    await page
      .getByRole('navigation', { name: 'Inbox sections' })
      .getByRole('link', { name: 'Insights' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    // The sources' own table: the funnel and the goals list the source too.
    const row = page
      .locator('section[aria-labelledby="insights-sources-heading"] tr')
      .filter({ hasText: source });
    await expect(row.getByRole('rowheader')).toContainText(`${source}email · pages`);
    await expect(row.getByRole('cell')).toHaveText(['1', '1', '100%', '0']);
    const chart = page.getByRole('img', { name: /^Chart: [\d,]+ visits and [\d,]+ leads/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).toHaveCount(1);
    await expect(page.getByRole('figure')).toContainText('Visits and leads per day');
    expect(chartLibraryFetched()).toBe(true);
    await expect(page.getByText('Loading the chart…')).toHaveCount(0);
    // Every total beside the previous period of the same length, and the visitors of now.
    await expect(
      page.getByText(/^Compared with the previous period of the same length/),
    ).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: 'previous period' }).first(),
    ).toBeVisible();
    await expect(page.getByText('Visitors now (in the last 30 minutes)')).toBeVisible();
    // The panels below the chart, each with its CSV (a keyboard press saves it).
    for (const name of ['Landing pages', 'Pages viewed', 'Events', 'Languages']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: 'Events' })).toContainText('Lead sent');
    const csvButton = page.getByRole('button', { name: 'Download “By source” as CSV' });
    await csvButton.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sources-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv).toContain(`"${source}","email","pages","1","1","1"`);
    await expectNoAxeViolations(page);
    await shot('insights-en');

    // The range is kept in the URL; a backwards one is refused before it gets there. Days read
    // dd/mm/yyyy on the page, whatever the browser's locale, and travel as the API's days.
    const today = await page.getByLabel('To', { exact: true }).inputValue();
    expect(today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const isoToday = today.split('/').reverse().join('-');
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`from=${isoToday}&to=${isoToday}`));
    await expect(row.getByRole('cell')).toHaveText(['1', '1', '100%', '0']);
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
    await expect(row.getByRole('cell')).toHaveText(['1', '1', '100%', '0']);
    await page.getByLabel('From', { exact: true }).fill('2099-01-01');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The first date must come before the last.');
    await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(new RegExp(`from=${isoToday}&to=${isoToday}`));

    // Back to the default 30 days, in Portuguese; the per-day numbers are the chart's text.
    await page.getByRole('button', { name: /^PT/ }).click();
    await page.getByRole('link', { name: 'Últimos 30 dias' }).click();
    await expect(page).toHaveURL(/\/inbox\/insights$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText(['1', '1', '100%', '0']);
    await page.locator('summary', { hasText: 'Números por dia' }).click();
    const days = page.getByRole('table', { name: 'Números por dia' }).getByRole('row');
    await expect(days).toHaveCount(31);
    await expect(page.getByRole('img', { name: /^Gráfico: / }).locator('canvas')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await shot('insights-pt');

    expect(problems).toEqual([]);
  });

  test('a signed-out visit to either page asks to sign in and then shows it', async ({ page }) => {
    for (const [path, heading] of [
      ['/inbox/audit', 'Registro de atividades'],
      ['/inbox/insights', 'Resultados'],
    ] as const) {
      await page.context().clearCookies();
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: 'Entrar na caixa de contatos' }),
      ).toBeVisible();
      await signInThroughForm(page, accountEmail, password);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('filters edited by hand in the URL, or mistyped, are told on their fields, in pt and en', async ({
    page,
  }) => {
    await page.goto('/inbox/audit?action=everything&actor=not-an-address');
    await signInThroughForm(page, accountEmail, password);
    const kind = page.getByRole('combobox', { name: 'Tipo' });
    const person = page.getByRole('textbox', { name: /^Pessoa/ });
    await expect(kind).toHaveAttribute('aria-invalid', 'true');
    await expect(kind).toHaveAccessibleDescription('Escolha um tipo da lista.');
    await expect(person).toHaveAttribute('aria-invalid', 'true');
    await expect(person).toHaveAccessibleDescription(/Digite um e-mail completo/);
    await expectNoAxeViolations(page);

    // Mistyped in the form: told on submit, focus on the field, the URL unchanged.
    await kind.selectOption({ label: 'Todos os tipos' });
    await person.fill('ana@');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(kind).not.toHaveAttribute('aria-invalid', 'true');
    await expect(person).toBeFocused();
    await expect(person).toHaveAccessibleDescription(/Digite um e-mail completo/);
    expect(new URL(page.url()).searchParams.get('actor')).toBe('not-an-address');

    await page.goto('/inbox/audit?actor=nobody');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('textbox', { name: /^Person/ })).toHaveAccessibleDescription(
      /Type a whole e-mail address/,
    );
  });
});
