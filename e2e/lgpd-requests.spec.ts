import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { expectNoAxeViolations } from './accessibility';
import { inboxPassword, startInboxServer } from './inbox-server';
import { test } from './inbox-server-test';

/**
 * A person's LGPD request (decision 250), on a server of the worker's own: the
 * visitor asks from the privacy page in either language (with script: checked, translated,
 * values kept; without: an ordinary form POST, a refused one answered by the page again with
 * the values and errors, which hydrates as drawn), and the salesperson sees the request with its
 * 15-day clock, downloads the person's data as JSON and erases it everywhere.
 */
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

const texts = {
  pt: {
    path: '/privacidade',
    heading: 'Faça o seu pedido',
    email: 'Seu e-mail',
    erasure: 'Apagar os meus dados',
    message: 'Mensagem (opcional)',
    submit: 'Enviar pedido',
    invalidEmail: 'E-mail inválido',
    noKind: 'Escolha o que você quer',
    rateLimited: 'Muitos envios seguidos. Espere um minuto e tente de novo.',
    sent: 'Pedido recebido. Vamos responder no seu e-mail em até 15 dias.',
  },
  en: {
    path: '/en/privacy',
    heading: 'Make your request',
    email: 'Your e-mail',
    erasure: 'Erase my data',
    message: 'Message (optional)',
    submit: 'Send request',
    invalidEmail: 'Invalid e-mail',
    noKind: 'Choose what you want',
    rateLimited: 'Too many requests in a row. Wait a minute and try again.',
    sent: 'Request received. We will answer at your e-mail within 15 days.',
  },
};

/**
 * The request form once its code runs: it loads as the visitor comes near it, and until it has
 * hydrated a click is the browser's own (its checks, a native POST), tested without script below.
 */
async function hydratedRequestForm(page: Page, heading: string) {
  const form = page.getByRole('region', { name: heading });
  await form.scrollIntoViewIfNeeded();
  await page.locator(hydrationMarkSelector('privacyRequestForm')).waitFor({ state: 'attached' });
  return form;
}

async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
}

for (const language of ['pt', 'en'] as const) {
  const t = texts[language];
  test(`${t.path}: a visitor asks for erasure; errors are translated and what was typed stays`, async ({
    page,
  }) => {
    await page.goto(t.path);
    const form = await hydratedRequestForm(page, t.heading);
    const email = form.getByLabel(t.email);
    await email.fill('not-an-address');
    await form.getByLabel(t.message).fill('Por favor, apaguem tudo.');
    await form.getByRole('button', { name: t.submit }).click();

    await expect(form.getByText(t.invalidEmail)).toBeVisible();
    await expect(form.getByText(t.noKind)).toBeVisible();
    await expect(email).toHaveValue('not-an-address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(t.message)).toHaveValue('Por favor, apaguem tudo.');
    await expectNoAxeViolations(page);
    await screenshot(page, `privacy-request-errors-${language}`);

    await email.fill(`pedido.${unique()}@example.com`);
    await form.getByLabel(t.erasure).check();
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByRole('status')).toHaveText(t.sent);
    await expect(form.getByText(t.invalidEmail)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, `privacy-request-sent-${language}`);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the request goes as an ordinary form POST and the page says it was received', async ({
    page,
  }) => {
    const t = texts.en;
    await page.goto(t.path);
    const form = page.getByRole('region', { name: t.heading });
    await form.getByLabel(t.email).fill(`nojs.${unique()}@example.com`);
    await form.getByLabel(t.erasure).check();
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/en\/privacy#pedido-enviado$/);
    await expect(page.getByText(t.sent)).toBeVisible();
  });

  for (const language of ['pt', 'en'] as const) {
    const t = texts[language];
    test(`${t.path}: a refused request comes back with everything typed and its error beside its field`, async ({
      page,
    }) => {
      await page.goto(t.path);
      const form = page.getByRole('region', { name: t.heading });
      // An address the browser takes (it checks the shape only) and the server does not.
      await form.getByLabel(t.email).fill('pessoa@semdominio');
      await form.getByLabel(t.erasure).check();
      await form.getByLabel(t.message).fill('Por favor, apaguem tudo.');
      await form.getByRole('button', { name: t.submit }).click();

      // The page again (no redirect), in its language, the form as it was sent.
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        language === 'pt' ? 'pt-BR' : 'en',
      );
      const email = form.getByLabel(t.email);
      await expect(email).toHaveValue('pessoa@semdominio');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(new RegExp(`${t.invalidEmail}$`));
      await expect(email).toBeFocused();
      await expect(form.getByLabel(t.erasure)).toBeChecked();
      await expect(form.getByLabel(t.message)).toHaveValue('Por favor, apaguem tudo.');
      await expect(page.getByText(t.sent)).toBeHidden();
      // (axe needs script; the same form in the same error state is checked with script above.)
      await screenshot(page, `privacy-request-refused-nojs-${language}`);

      // Corrected, it goes.
      await email.fill(`nojs.${unique()}@example.com`);
      await form.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}#pedido-enviado$`));
      await expect(page.getByText(t.sent)).toBeVisible();
    });
  }
});

test.describe('without JavaScript, over the limit', () => {
  test.use({ javaScriptEnabled: false });

  test('the page comes back with the form as typed, the note beside the button it focuses', async ({
    page,
  }) => {
    const limited = await startInboxServer({ RATE_LIMIT_MAX: '1' });
    try {
      const t = texts.pt;
      const form = page.getByRole('region', { name: t.heading });
      for (const attempt of [1, 2]) {
        await page.goto(`${limited.url}${t.path}`);
        await form.getByLabel(t.email).fill(`limite.${attempt}.${unique()}@example.com`);
        await form.getByLabel(t.erasure).check();
        await form.getByLabel(t.message).fill('Por favor, apaguem tudo.');
        await form.getByRole('button', { name: t.submit }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      const submit = form.getByRole('button', { name: t.submit });
      await expect(submit).toBeFocused();
      await expect(submit).toHaveAccessibleDescription(t.rateLimited);
      await expect(form.getByRole('status')).toHaveText(t.rateLimited);
      await expect(form.getByLabel(t.email)).toHaveValue(/^limite\.2\./);
      await expect(form.getByLabel(t.erasure)).toBeChecked();
      await expect(form.getByLabel(t.message)).toHaveValue('Por favor, apaguem tudo.');
      await screenshot(page, 'privacy-request-limited-nojs-pt');
    } finally {
      await limited.stop();
    }
  });
});

test('with script, the page that answers a refused request hydrates as drawn and then sends', async ({
  page,
}) => {
  const t = texts.pt;
  const problems: string[] = [];
  page.on('console', (message) => {
    // The page itself answers 400 (the request was refused); any other error is a problem.
    if (message.type() === 'error' && !/status of 400/.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The page opened as a browser without script would have it: the form's POST answered.
  await page.route(t.path, (route) =>
    route.continue({
      method: 'POST',
      headers: {
        ...route.request().headers(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      postData: 'email=pessoa%40semdominio&kind=erasure&message=Apaguem+tudo.&website=',
    }),
  );
  await page.goto(t.path);
  await page.unrouteAll();
  const form = await hydratedRequestForm(page, t.heading);
  const email = form.getByLabel(t.email);
  await expect(email).toHaveValue('pessoa@semdominio');
  await expect(email).toHaveAccessibleDescription(new RegExp(`${t.invalidEmail}$`));
  await expectNoAxeViolations(page);

  await email.fill(`hidratado.${unique()}@example.com`);
  await form.getByRole('button', { name: t.submit }).click();
  await expect(form.getByRole('status')).toHaveText(t.sent);
  await expect(form.getByText(t.invalidEmail)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the salesperson sees the request with its clock, downloads the data as JSON and erases it', async ({
  page,
  request,
  server,
}) => {
  const stamp = unique();
  const email = `pessoa.${stamp}@example.com`;
  const sent = await request.post('/contacts/send', {
    data: {
      firstName: 'Paula',
      lastName: `Pedido${stamp}`,
      email,
      phone: `11 9${String(Date.now()).slice(-8)}`,
      message: 'Quero uma demonstração do TMS.',
    },
    headers: { 'Idempotency-Key': `e2e-lgpd-${stamp}`, 'User-Agent': `e2e-lgpd-${stamp}` },
  });
  expect(sent.status()).toBe(200);
  const asked = await request.post('/api/privacy-requests', {
    data: { email, kind: 'access', message: 'Quero uma cópia dos meus dados.', language: 'pt' },
  });
  expect(asked.status()).toBe(200);

  const account = await server.addAccount('lgpd');
  await page.goto('/inbox');
  await page.getByLabel('E-mail').fill(account);
  await page.getByLabel('Senha').fill(inboxPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('link', { name: 'Pedidos LGPD' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos LGPD', level: 1 })).toBeVisible();

  const card = page.getByRole('article', { name: email });
  await expect(card).toContainText('Acesso aos dados');
  await expect(card).toContainText('Prazo');
  await expect(card).toContainText('1 contato com este e-mail');
  await expect(card).toContainText('Quero uma cópia dos meus dados.');
  await expect(card.getByText('Atrasado')).toHaveCount(0);
  // Its clock in words, and the filters (decision 343): open access requests keep it, answered hide it.
  await expect(card).toContainText('Faltam 15 dias');
  await page.getByLabel('Situação').selectOption({ label: 'Respondidos' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/status=answered/);
  await expect(card).toHaveCount(0);
  await page.getByLabel('Situação').selectOption({ label: 'Em aberto' });
  await page.getByLabel('Tipo').selectOption({ label: 'Acesso aos dados' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/status=open&kind=access/);
  await expect(card).toContainText('Faltam 15 dias');
  await expectNoAxeViolations(page);
  await screenshot(page, 'inbox-privacy-requests');
  // The same list in English, the filter kept.
  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(page.getByLabel('State')).toHaveValue('open');
  await expect(card).toContainText('15 days left');
  await expect(card).toContainText('Access to data');
  await screenshot(page, 'inbox-privacy-requests-en');
  await page.getByRole('button', { name: 'PT Português' }).click();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/status=/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Baixar os dados (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(data.leads).toEqual([
    expect.objectContaining({
      email,
      legalBasisRecord: expect.objectContaining({ legalBasis: 'legitimate_interest' }),
    }),
  ]);
  expect(data.privacyRequests).toEqual([expect.objectContaining({ kind: 'access' })]);
  await expect(card).toContainText('dados exportados');

  await card.getByRole('button', { name: 'Apagar tudo' }).click();
  await card.getByRole('button', { name: 'Confirmar: apagar tudo' }).click();
  await expect(card.getByRole('status')).toHaveText('1 contato apagado.');
  await expect(card).toContainText('dados apagados');
  await expect(card).toContainText('Nenhum contato com este e-mail');
  await expectNoAxeViolations(page);
  await screenshot(page, 'inbox-privacy-request-erased');

  await page.getByRole('link', { name: 'Registro de atividades' }).click();
  // A table at 1280 px, a list of cards at 390 px: the entry's text either way (not the filter's option).
  for (const action of [
    'Apagou os dados de um pedido LGPD',
    'Exportou os dados de um pedido LGPD',
  ]) {
    await expect(page.locator('td:visible, p:visible').filter({ hasText: action })).toBeVisible();
  }
});
