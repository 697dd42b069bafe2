import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openDatabase } from '@server/db/database';
import { createShare } from '@server/insights/insights-shares';
import { sql } from 'kysely';
import { expectNoAxeViolations, tabTo } from './accessibility';
import { startInboxServer } from './inbox-server';
import { sharedServerAdmin } from './local-admin';

/**
 * A shared read-only link to the insights (decision 261), at 390 and 1280 px:
 * made with the CLI's request to the server's local socket (e2e/local-admin.ts), it opens the inbox's insights screen (chart, totals beside the previous
 * period, tables, CSV) with nothing of the inbox around it, in Portuguese and in English,
 * reached with the keyboard, axe finding nothing; no request it makes carries the token; once
 * revoked or expired, the page says so in its language.
 */

/**
 * A link as `npm run leads -- insights share --days 1 --language pt` makes it, in Portuguese:
 * the path and query of the address it prints.
 */
const shareLink = () => sharedServerAdmin().shareInsights(1, 'pt');

/** This test's own browser: its visit is its own (decision 220). */
const browserAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.${Date.now() % 100_000}.${Math.floor(Math.random() * 1000)} Safari/537.36`;

async function visitFrom(request: APIRequestContext, baseURL: string, source: string) {
  const sent = await request.post('/api/event', {
    headers: {
      'Content-Type': 'text/plain',
      'User-Agent': browserAgent(),
      'Sec-Fetch-Site': 'same-origin',
    },
    data: JSON.stringify({
      n: 'pageview',
      v: 36,
      u: `${baseURL}/?utm_source=${source}&utm_medium=email&utm_campaign=shared`,
      d: new URL(baseURL).hostname,
      r: null,
    }),
  });
  expect(sent.status()).toBe(202);
}

/** Console errors and page errors, but the 401/410 a link that ended is answered with. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || /status of 4(01|10)/.test(message.text())) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('a shared link shows the insights read-only, in both languages, with the keyboard', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const source = `e2e-shared-${testInfo.project.name}${Date.now()}`.toLowerCase();
  await visitFrom(request, baseURL ?? '', source);
  const link = await shareLink();
  // Nothing the page loads or asks carries the token (a stylesheet's font may name the sheet).
  const leaks: string[] = [];
  page.on('request', (sent) => {
    if (sent.isNavigationRequest()) return;
    const referer = sent.headers().referer ?? '';
    if (`${sent.url()} ${referer}`.includes(link.token)) leaks.push(`${sent.url()} ← ${referer}`);
  });

  const opened = await page.goto(link.path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page).toHaveTitle('Resultados do site');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await expect(page.getByText('Link compartilhado, somente leitura')).toBeVisible();
  // The chart, the totals beside the previous period, the tables with this test's visit.
  await expect(page.getByRole('img', { name: /^Gráfico: / }).locator('canvas')).toHaveCount(1);
  await expect(page.getByText(/^Comparado com /)).toBeVisible();
  const sources = page.getByRole('table', { name: 'Por origem', exact: true });
  await expect(sources.getByRole('row').filter({ hasText: source })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Funil de contato', exact: true })).toBeVisible();
  // Nothing of the inbox: no way into it, no account, no sign-out.
  await expect(page.locator('a[href*="/inbox"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sair' })).toHaveCount(0);
  await expect(page.getByText('Conectado como')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot('shared-pt');

  // The period's controls and a panel's CSV, with the keyboard.
  await tabTo(page, page.getByLabel('De', { exact: true }));
  await tabTo(page, page.getByRole('button', { name: 'Mostrar' }));
  const csv = page.getByRole('button', { name: 'Baixar “Por origem” em CSV' });
  await tabTo(page, csv, { maxStops: 80 });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect(readFileSync((await (await download).path()) ?? '', 'utf8')).toContain(`"${source}"`);

  // Another period: the token and the language stay in the address.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('De', { exact: true }).fill('2026-01-01');
  await page.getByLabel('Até', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Mostrar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]from=2026-01-01&to=/);
  expect(new URL(page.url()).searchParams.get('t')).toBe(link.token);
  await expect(page.getByRole('heading', { name: /De 01\/01\/2026 a / })).toBeVisible();
  await page.getByRole('link', { name: 'Últimos 30 dias' }).click();
  await expect(page).not.toHaveURL(/from=/);
  expect(new URL(page.url()).searchParams.get('t')).toBe(link.token);

  // In English, kept in the address.
  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page).toHaveTitle('Site insights');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  await expect(
    page.getByRole('table', { name: 'By source', exact: true }).getByRole('row', { name: source }),
  ).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: 'Download “By source” as CSV' }), {
    backwards: true,
    maxStops: 80,
  });
  await expectNoAxeViolations(page);
  await shot('shared-en');

  // Revoked while open: the next request says so, and so does the link opened again.
  await sharedServerAdmin().revokeInsightsShare(link.id);
  await page.getByLabel('From', { exact: true }).fill('2026-02-01');
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'This link was revoked. Ask whoever sent it for a new one.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot('revoked-while-open-en');
  const again = await page.reload();
  expect(again?.status()).toBe(410);
  await expect(
    page.getByRole('heading', { level: 1, name: /^This link was revoked\./ }),
  ).toBeVisible();
  await page.goto(link.path);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Este link foi revogado\./ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot('revoked-pt');

  expect(leaks).toEqual([]);
  expect(problems).toEqual([]);
});

test('an expired link says so in the link’s language', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  let token = '';
  // The link is made and put past its expiry before the server starts (the CLI's function).
  const server = await startInboxServer({}, async (dataDir) => {
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'cli' });
    const share = await createShare(database.db, 1);
    await database.db
      .updateTable('insights_shares')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', share.id)
      .execute();
    await database.close();
    token = share.token;
  });
  try {
    for (const [language, message] of [
      ['pt', 'Este link expirou. Peça um novo a quem o enviou.'],
      ['en', 'This link has expired. Ask whoever sent it for a new one.'],
    ] as const) {
      const answer = await page.goto(`${server.url}/insights/shared?t=${token}&lang=${language}`);
      expect(answer?.status()).toBe(410);
      expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
      await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        language === 'pt' ? 'pt-BR' : 'en',
      );
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`expired-${language}.png`) });
    }
  } finally {
    await server.stop();
  }
});
