import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, tabTo } from './accessibility';
import { signInThroughForm } from './inbox-sign-in';
import { sharedServerAdmin } from './local-admin';

/**
 * The contact funnel and the goals on the insights page, and the chart's
 * values on hover and on focus (25.5), at 390 and 1280 px in both languages: a visit of this
 * test's own source views the contact page three times, starts the form twice and sends a
 * lead, and is one visit at every step; the goal and breakdown choices, the CSV buttons and
 * the chart's days are reached and used with the keyboard; axe finds nothing.
 */
const password = 'e2e-insights-funnel-password-1';

/** As `npm run leads -- users add` makes it, through the shared server's local socket. */
const createAccount = (email: string) => sharedServerAdmin().addAccount({ email, password });

/** This test's own browser: its visit and lead are its own (decisions 220, 360). */
const browserAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.${Date.now() % 100_000}.${Math.floor(Math.random() * 1000)} Safari/537.36`;

/** The tab's visit this browser's page-view script would keep (one tab per test browser). */
const tabVisitOf = (userAgent: string) => `e2e-${userAgent.replace(/\D/g, '')}`.slice(0, 60);

/** An event as the tracker sends it from one of the site's pages (decision 221). */
async function sendEvent(
  request: APIRequestContext,
  baseURL: string,
  userAgent: string,
  name: string,
  path: string,
) {
  const sent = await request.post('/api/event', {
    headers: {
      'Content-Type': 'text/plain',
      'User-Agent': userAgent,
      'Sec-Fetch-Site': 'same-origin',
    },
    data: JSON.stringify({
      n: name,
      v: 36,
      u: `${baseURL}${path}`,
      d: new URL(baseURL).hostname,
      r: null,
      visit: tabVisitOf(userAgent),
    }),
  });
  expect(sent.status()).toBe(202);
}

async function sendLead(request: APIRequestContext, stamp: string, userAgent: string) {
  const email = `funnel.${stamp}@example.com`;
  const sent = await request.post('/contacts/send', {
    data: {
      firstName: 'Rita',
      lastName: `Funil${stamp}`,
      email,
      // A phone of its own: another test's would mark this lead a duplicate.
      phone: `11 9${String(Date.now()).slice(-8)}`,
      message: 'Quero conhecer o TMS.',
      visitId: tabVisitOf(userAgent),
    },
    headers: { 'Idempotency-Key': `e2e-${email}`, 'User-Agent': userAgent },
  });
  expect(sent.status()).toBe(200);
}

function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().includes('status of 401')) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('the contact form reports its first input once, however much the visitor types', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/event')) sent.push(JSON.parse(request.postData() ?? '{}').n);
  });
  await page.goto('/en/contact');
  await page.getByLabel(/^First name/).fill('Rita');
  await page.getByLabel(/^Last name/).fill('Funnel');
  await page.getByLabel(/^Message/).fill('Typed a message, too.');
  await expect.poll(() => sent).toEqual(expect.arrayContaining(['pageview', 'form_started']));
  // The events a moment later: still one.
  await page.getByLabel(/^Message/).fill('And changed it.');
  await expect.poll(() => sent.filter((name) => name === 'pageview').length).toBe(1);
  expect(sent.filter((name) => name === 'form_started')).toHaveLength(1);
});

test('the funnel and the goals, with the keyboard, in both languages', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const problems = watchProblems(page);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const source = `e2e-funnel-${stamp}`.toLowerCase();
  const userAgent = browserAgent();
  const send = (name: string, path: string) =>
    sendEvent(request, baseURL ?? '', userAgent, name, path);
  await send('pageview', `/?utm_source=${source}&utm_medium=email&utm_campaign=funnel`);
  for (let i = 0; i < 3; i++) await send('pageview', '/contact');
  await send('form_started', '/contact');
  await send('form_started', '/contact');
  await send('module_opened', '/contact');
  await sendLead(request, stamp, userAgent);

  const accountEmail = `funnel.${stamp}.${testInfo.workerIndex}@example.com`;
  await createAccount(accountEmail);
  await page.goto('/inbox/insights');
  await signInThroughForm(page, accountEmail, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();

  // The funnel: four steps, each beside the previous period, in a real table.
  const funnel = page.getByRole('table', { name: 'Funil de contato', exact: true });
  await expect(funnel.getByRole('rowheader')).toHaveText([
    'Visitas',
    'Viram a página de contato',
    'Começaram o formulário',
    'Enviaram um contato',
  ]);
  await expect(funnel.getByRole('columnheader')).toContainText([
    'Etapa',
    'Visitas',
    '% das visitas',
    'Queda',
    'Visitas (Período anterior)',
  ]);
  // This test's source: one visit at every step, whatever it repeated.
  const bySource = page.getByRole('table', { name: 'Funil por origem', exact: true });
  const sourceRow = bySource.getByRole('row').filter({ hasText: source });
  await expect(sourceRow.getByRole('cell')).toHaveText([
    '1',
    '1Queda 0%',
    '1Queda 0%',
    '1Queda 0%',
  ]);
  const goals = page.getByRole('table', { name: 'Metas', exact: true });
  await expect(goals.getByRole('rowheader')).toContainText([
    'Módulo aberto',
    'Formulário iniciado',
    'Contato enviado',
  ]);
  await expectNoAxeViolations(page);
  await shot('funnel-pt');

  // The goal by source, chosen with the keyboard: the form started, once for two starts.
  const goalChoice = page.getByLabel('Meta', { exact: true });
  await tabTo(page, goalChoice);
  await page.keyboard.press('ArrowUp');
  await expect(goalChoice).toHaveValue('form_started');
  const goalsBy = page.getByRole('table', { name: /^Metas por origem e por página de entrada:/ });
  await expect(goalsBy).toHaveAccessibleName(/Formulário iniciado, Origem$/);
  await expect(goalsBy.getByRole('row').filter({ hasText: source }).getByRole('cell')).toHaveText([
    '1',
    '2',
    '1',
    '100%',
  ]);
  await page.keyboard.press('Tab');
  const breakdown = page.getByLabel('Ver por');
  await expect(breakdown).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(breakdown).toHaveValue('landing');
  await expect(goalsBy).toHaveAccessibleName(/Formulário iniciado, Página de entrada$/);
  await expect(goalsBy.getByRole('columnheader')).toHaveText([
    'Página',
    'Visitas',
    'Visitas com a meta',
    'Conversão',
  ]);

  // Each new panel's CSV, saved from the keyboard.
  const csvOf = async (panel: string) => {
    const button = page.getByRole('button', { name: `Baixar “${panel}” em CSV` });
    await button.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    return readFileSync((await file.path()) ?? '', 'utf8');
  };
  expect(await csvOf('Funil de contato')).toContain('"Começaram o formulário";');
  expect(await csvOf('Funil por origem')).toContain(`"${source}";"email";"funnel";"1";"1";"0";`);
  expect(await csvOf('Metas')).toContain('"Formulário iniciado";');
  expect(await csvOf('Metas por origem e por página de entrada')).toContain(
    '"Formulário iniciado"',
  );

  // The chart's days with the keyboard: the last day first, its values shown and said.
  const days = page.getByRole('slider', { name: 'Valores do dia no gráfico' });
  await expect(page.getByRole('img', { name: /^Gráfico: / }).locator('canvas')).toHaveCount(1);
  await tabTo(page, days, { backwards: true, maxStops: 80 });
  await expect(days).toHaveAttribute('aria-valuetext', / · Visitas: \d+ · Contatos: \d+$/);
  const tooltip = page.getByTestId('insights-chart-tooltip');
  await expect(tooltip).toBeVisible();
  const lastDay = await days.getAttribute('aria-valuetext');
  await expect(tooltip).toHaveText(lastDay ?? '');
  await page.keyboard.press('ArrowLeft');
  await expect(days).not.toHaveAttribute('aria-valuetext', lastDay ?? '');
  await page.keyboard.press('End');
  await expect(days).toHaveAttribute('aria-valuetext', lastDay ?? '');
  await expect(page.getByText('Use as setas para mudar de dia.')).toBeVisible();
  await shot('chart-focus-pt');
  // Close-ups to look at: the chart with a day focused, the funnel's bars.
  await page
    .getByRole('figure')
    .screenshot({ path: testInfo.outputPath('chart-focus-figure-pt.png') });
  await page
    .locator('section[aria-labelledby="insights-funnel-heading"]')
    .first()
    .screenshot({ path: testInfo.outputPath('funnel-panel-pt.png') });
  await page.keyboard.press('Tab');
  await expect(tooltip).toHaveCount(0);

  // On hover too.
  const canvas = page.getByRole('img', { name: /^Gráfico: / }).locator('canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(tooltip).toHaveText(/ · Visitas: \d+ · Contatos: \d+$/);

  // In English.
  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Contact funnel', exact: true }).getByRole('rowheader'),
  ).toHaveText(['Visits', 'Viewed the contact page', 'Started the form', 'Sent a lead']);
  await expect(
    page
      .getByRole('table', { name: 'Funnel by source', exact: true })
      .getByRole('row')
      .filter({ hasText: source })
      .getByRole('cell'),
  ).toHaveText(['1', '1Drop 0%', '1Drop 0%', '1Drop 0%']);
  await expect(page.getByRole('table', { name: 'Goals', exact: true })).toContainText(
    'Form started',
  );
  await tabTo(page, page.getByRole('slider', { name: 'The day’s values on the chart' }), {
    backwards: true,
    maxStops: 80,
  });
  await expect(tooltip).toHaveText(/ · Visits: \d+ · Leads: \d+$/);
  await expectNoAxeViolations(page);
  await shot('funnel-en');

  expect(problems).toEqual([]);
});
