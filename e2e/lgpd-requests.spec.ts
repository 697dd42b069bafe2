import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page } from '@playwright/test';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { expectNoAxeViolations } from './accessibility';
import { type InboxServer, inboxPassword, startInboxServer } from './inbox-server';
import { signInThroughForm } from './inbox-sign-in';
import { mailingInboxTest } from './mailing-inbox-server';

/**
 * The worker's own server, sending mail to an SMTP server of the test's: a request is
 * confirmed by the link mailed to the address it names (decision 322).
 */
const test = mailingInboxTest();

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
    // The wait comes from the limit's Retry-After: "em 52 segundos", "em 1 minuto".
    rateLimited:
      /^Muitos envios seguidos\. Tente de novo em \d+ (segundos?|minutos?), ou escreva para o endereço acima\.$/,
    sent: 'Pedido recebido. Confirme-o pelo link que enviamos para esse e-mail (vale por 3 dias); respondemos em até 15 dias.',
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
    rateLimited:
      /^Too many requests in a row\. Try again in \d+ (seconds?|minutes?), or write to the address above\.$/,
    sent: 'Request received. Confirm it through the link we sent to that e-mail (it works for 3 days); we answer within 15 days.',
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

const journey = {
  pt: {
    access: 'Receber uma cópia dos meus dados',
    confirmHeading: 'Confirme o seu pedido',
    confirmButton: 'Confirmar o meu pedido',
    confirmed: 'Pedido confirmado',
    used: 'Este link já foi usado',
    invalid: 'Este link não é válido',
    subject: 'Confirme o seu pedido sobre os seus dados',
  },
  en: {
    access: 'Get a copy of my data',
    confirmHeading: 'Confirm your request',
    confirmButton: 'Confirm my request',
    confirmed: 'Request confirmed',
    used: 'This link has already been used',
    invalid: 'This link is not valid',
    subject: 'Confirm your request about your data',
  },
};

/** A browser without script: the visitor's part works without JavaScript. */
async function withoutScript<T>(
  browser: Browser,
  baseURL: string,
  run: (page: Page) => Promise<T>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function fileRequest(page: Page, language: 'pt' | 'en', email: string, kind: string) {
  const t = texts[language];
  await page.goto(t.path);
  const form = page.getByRole('region', { name: t.heading });
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(kind).check();
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.sent)).toBeVisible();
}

async function signInToRequests(page: Page, server: InboxServer) {
  const account = await server.addAccount('lgpd');
  await page.goto('/inbox');
  await signInThroughForm(page, account, inboxPassword);
  await page.getByRole('link', { name: 'Pedidos LGPD' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos LGPD', level: 1 })).toBeVisible();
}

for (const language of ['pt', 'en'] as const) {
  const t = texts[language];
  const j = journey[language];
  test(`${t.path}: a stranger's request never reaches "verified"; the owner confirms from the mail and the team hands over the data`, async ({
    page,
    browser,
    request,
    server,
    smtp,
  }) => {
    const stamp = unique();
    const owner = `dona.${stamp}@example.com`;
    const sent = await request.post('/contacts/send', {
      data: {
        firstName: 'Paula',
        lastName: `Pedido${stamp}`,
        email: owner,
        phone: `11 9${String(Date.now()).slice(-8)}`,
        message: 'Quero uma demonstração do TMS.',
      },
      headers: { 'Idempotency-Key': `e2e-lgpd-${stamp}`, 'User-Agent': `e2e-lgpd-${stamp}` },
    });
    expect(sent.status()).toBe(200);
    const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

    // A stranger asks for the owner's erasure. The link goes to the owner's mailbox, not to
    // them; what they can try (a made-up link) confirms nothing.
    await withoutScript(browser, server.url, async (stranger) => {
      await fileRequest(stranger, language, owner, t.erasure);
      await expect.poll(() => mailsTo(owner).length).toBe(1);
      const confirmPath = language === 'pt' ? '/privacidade/confirmar' : '/en/privacy/confirm';
      await stranger.goto(
        `${confirmPath}?pedido=00000000-0000-4000-8000-000000000000&codigo=${'0'.repeat(64)}`,
      );
      await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(j.invalid);
      await expect(stranger.getByRole('button', { name: j.confirmButton })).toHaveCount(0);
    });

    // The owner asks for their data, and confirms from the mail (without script too).
    await withoutScript(browser, server.url, async (visitor) => {
      await fileRequest(visitor, language, owner, j.access);
      await expect.poll(() => mailsTo(owner).length).toBe(2);
      const mail = mailsTo(owner)[1];
      expect(mail?.subject).toContain(j.subject);
      const link = mail?.text.match(/http:\/\/127\.0\.0\.1:\d+\/\S+/)?.[0] ?? '';
      expect(link).toContain(
        language === 'pt' ? '/privacidade/confirmar?' : '/en/privacy/confirm?',
      );
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(j.confirmHeading);
      await visitor.getByRole('button', { name: j.confirmButton }).click();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(j.confirmed);
      await screenshot(visitor, `privacy-request-confirmed-nojs-${language}`);
      // The link works once.
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(j.used);
    });

    await signInToRequests(page, server);
    const cards = page.getByRole('article', { name: owner });
    await expect(cards).toHaveCount(2);
    const erasureCard = cards.filter({ hasText: 'Exclusão dos dados' });
    const accessCard = cards.filter({ hasText: 'Acesso aos dados' });
    // The stranger's: not confirmed, and nothing of the person's can be taken or erased from it.
    await expect(erasureCard).toContainText('Não confirmado');
    await expect(erasureCard.getByRole('button', { name: 'Baixar os dados (JSON)' })).toHaveCount(
      0,
    );
    await expect(erasureCard.getByRole('button', { name: 'Apagar tudo' })).toHaveCount(0);
    // The owner's: confirmed, with its clock; the data is theirs to have.
    await expect(accessCard).not.toContainText('Não confirmado');
    await expect(accessCard).toContainText('Confirmado pelo e-mail');
    await expect(accessCard).toContainText('Prazo');
    await expect(accessCard).toContainText('1 contato desta pessoa (e-mail ou telefone)');
    // Its clock in words, and the filters (decision 343): open access requests keep it,
    // answered ones hide it; the English list keeps the filter.
    await expect(accessCard).toContainText('Faltam 15 dias');
    await page.getByLabel('Situação').selectOption({ label: 'Respondidos' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/status=answered/);
    await expect(cards).toHaveCount(0);
    await page.getByLabel('Situação').selectOption({ label: 'Em aberto' });
    await page.getByLabel('Tipo').selectOption({ label: 'Acesso aos dados' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/status=open&kind=access/);
    await expect(cards).toHaveCount(1);
    await page.getByRole('button', { name: 'EN English' }).click();
    await expect(page.getByLabel('State')).toHaveValue('open');
    await expect(cards).toContainText('15 days left');
    await expect(cards).toContainText('Access to data');
    await page.getByRole('button', { name: 'PT Português' }).click();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(cards).toHaveCount(2);
    await expectNoAxeViolations(page);
    await screenshot(page, `inbox-privacy-requests-${language}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      accessCard.getByRole('button', { name: 'Baixar os dados (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(data.leads).toEqual([expect.objectContaining({ email: owner })]);
    // Theirs: what they sent and who received it; not the team's notes (decision 323).
    expect(data.leads[0]).toHaveProperty('receivedBy');
    expect(data.leads[0]).not.toHaveProperty('notes');
    await expect(accessCard.getByRole('button', { name: 'Apagar tudo' })).toHaveCount(0);

    // The download is no answer: the clock stops when the answer says what was sent.
    await expect(accessCard.getByText('Respondido', { exact: true })).toHaveCount(0);
    await accessCard
      .getByLabel('O que foi enviado à pessoa')
      .fill('Cópia dos dados enviada por e-mail.');
    await accessCard.getByRole('button', { name: 'Registrar a resposta' }).click();
    await expect(accessCard.getByText('Respondido', { exact: true })).toBeVisible();
    await expect(accessCard).toContainText('Resposta enviada: Cópia dos dados enviada por e-mail.');
    await expectNoAxeViolations(page);

    // The server refuses the stranger's request too, whatever a page offers.
    const erasureId = (
      (await page.request.get('/api/inbox/privacy-requests')).json() as Promise<{
        requests: { id: string; email: string; kind: string }[];
      }>
    ).then(
      (list) => list.requests.find((item) => item.email === owner && item.kind === 'erasure')?.id,
    );
    const refused = await page.request.get(
      `/api/inbox/privacy-requests/${await erasureId}/data.json`,
    );
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ error: 'unverified' });
  });
}
