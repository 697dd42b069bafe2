import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '@server/test-support/openid-provider';
import { expectNoAxeViolations, tabTo } from './accessibility';
import { type InboxServer, startInboxServer } from './inbox-server';
import { signInThroughForm } from './inbox-sign-in';

/**
 * Single sign-on (decision 460) in Chromium, against a real OpenID Connect provider the test
 * starts on loopback (oidc-provider, its own login and consent pages): an admin sets it up on
 * the Team screen (a wrong issuer told at its field, nothing typed lost); a first sign-in from
 * an allowed domain lands in the inbox with a new account; a domain not allowed and a
 * replayed answer come back to the sign-in screen, told in Portuguese and in English, and so
 * does an ID token the provider issued to another application; with
 * approval asked, the admin approves on the Team screen and the person gets in. Axe on each
 * screen, at 1280 and 390 px (the two projects).
 */
const test = base.extend<object, { server: InboxServer; provider: TestProvider }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const server = await startInboxServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  provider: [
    async ({ server }, use) => {
      const provider = await startTestProvider({
        redirectUri: `${server.url}/api/inbox/sso/callback`,
        accounts: {
          ana: { email: 'ana@acme.test', email_verified: true, name: 'Ana Nova' },
          eve: { email: 'eve@elsewhere.test', email_verified: true, name: 'Eve' },
          fabio: { email: 'fabio@acme.test', email_verified: true, name: 'Fábio Espera' },
          ivo: { email: 'ivo@acme.test', email_verified: true, name: 'Ivo' },
        },
      });
      await use(provider);
      await provider.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

test.describe.configure({ mode: 'serial' });

/** At the provider's own pages: any login, any password, then its consent. */
async function atProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signedOutPage(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url });
  return { context, page: await context.newPage() };
}

test('an admin sets single sign-on up on the Team screen', async ({ page, server, provider }) => {
  const admin = await server.addAccount('admin', 'Ana Admin');
  await page.goto('/inbox/team');
  await signInThroughForm(page, admin);
  await expect(page.getByText('Desativado: entra-se só com e-mail e senha.')).toBeVisible();
  await page.getByText('Configurar', { exact: true }).click();
  const form = page.getByRole('form', { name: /Acesso pela conta da empresa/ });
  await expect(form).toBeVisible();
  await expect(form.getByText(`${server.url}/api/inbox/sso/callback`)).toBeVisible();
  await form.getByLabel('Ativado').check();
  await form.getByLabel('Nome no botão').fill('Acme');
  await form.getByLabel('URL do emissor').fill(`${provider.issuer}/wrong`);
  await form.getByLabel('Client ID').fill(provider.clientId);
  await form.getByLabel('Client secret').fill(provider.clientSecret);
  await form.getByLabel('Domínios de e-mail permitidos').fill('acme.test');
  await form.getByLabel('Criar a conta com os papéis abaixo').check();
  await form.getByRole('button', { name: 'Salvar' }).click();
  // Told at the field, and nothing typed is lost.
  await expect(form.getByText('Não foi possível ler a configuração OpenID')).toBeVisible();
  await expect(form.getByLabel('URL do emissor')).toBeFocused();
  await expect(form.getByLabel('Client secret')).toHaveValue(provider.clientSecret);
  await expect(form.getByLabel('Domínios de e-mail permitidos')).toHaveValue('acme.test');
  await expectNoAxeViolations(page);
  await form.getByLabel('URL do emissor').fill(provider.issuer);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Configuração salva.')).toBeVisible();
  await expect(form.getByText('Um segredo está guardado (cifrado).')).toBeVisible();
  await expect(form.getByLabel('Client secret')).toHaveValue('');
  await expect(
    page.getByText('Ativado: a tela de entrada oferece “Entrar com Acme”.'),
  ).toBeVisible();
  await page
    .getByRole('region', { name: /Acesso pela conta da empresa/ })
    .screenshot({ path: test.info().outputPath('sso-settings.png') });
});

test('a first sign-in from an allowed domain lands in the inbox with a new account', async ({
  browser,
  server,
}) => {
  const { context, page } = await signedOutPage(browser, server.url);
  await page.goto('/inbox');
  const button = page.getByRole('link', { name: 'Entrar com Acme' });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  // Reached and followed with the keyboard alone, its focus visible.
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await atProvider(page, 'ana');
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Contatos', level: 1 })).toBeVisible();
  await context.close();
});

test('a domain not allowed and a replayed answer are told, in both languages', async ({
  browser,
  server,
}) => {
  const { context, page } = await signedOutPage(browser, server.url);
  let callback = '';
  page.on('request', (request) => {
    if (request.url().includes('/api/inbox/sso/callback')) callback = request.url();
  });
  await page.goto('/inbox');
  await page.getByRole('link', { name: 'Entrar com Acme' }).click();
  await atProvider(page, 'eve');
  await expect(page).toHaveURL(/\/inbox\?sso=sso_domain_not_allowed$/);
  await expect(page.getByRole('alert')).toHaveText(
    /Este e-mail não é de um domínio permitido nesta caixa de entrada/,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /This e-mail is not from a domain this inbox allows/,
  );
  await expect(page.getByRole('link', { name: 'Sign in with Acme' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sso-refused-en.png'), fullPage: true });

  // The provider's answer again (the back button, a copied address): its state was used.
  expect(callback).toContain('state=');
  await page.goto(callback);
  await expect(page).toHaveURL(/\/inbox\?sso=sso_state_unknown$/);
  await expect(page.getByRole('alert')).toHaveText(
    /This sign-in attempt was already used or has expired/,
  );
  await expectNoAxeViolations(page);
  await context.close();
});

test('an ID token issued to another application is refused, and said so', async ({
  browser,
  server,
  provider,
}) => {
  const { context, page } = await signedOutPage(browser, server.url);
  // What the browser is sent to the provider with: this attempt's nonce.
  let nonce = '';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === provider.issuer && url.searchParams.has('nonce')) {
      nonce = url.searchParams.get('nonce') ?? '';
    }
  });
  await page.goto('/inbox');
  await page.getByRole('link', { name: 'Entrar com Acme' }).click();
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
  expect(nonce).not.toBe('');
  // A real token of the same provider, for another application, swapped into the answer.
  provider.swapNextIdToken(await provider.idTokenForOtherClient('ivo', nonce));
  await atProvider(page, 'ivo');
  await expect(page).toHaveURL(/\/inbox\?sso=sso_wrong_audience$/);
  await expect(page.getByRole('alert')).toHaveText(
    /O provedor de identidade entregou uma credencial emitida para outro aplicativo/,
  );
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await context.close();
});

test('with approval asked, the admin approves on the Team screen and the person gets in', async ({
  page,
  browser,
  server,
  provider,
}) => {
  const admin = await server.addAccount('approver', 'Ana Aprova');
  await page.goto('/inbox/team');
  await signInThroughForm(page, admin);
  await page.getByText('Configurar', { exact: true }).click();
  const form = page.getByRole('form', { name: /Acesso pela conta da empresa/ });
  await expect(form.getByLabel('URL do emissor')).toHaveValue(provider.issuer);
  await form.getByLabel(/Esperar a aprovação/).check();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Configuração salva.')).toBeVisible();

  const person = await signedOutPage(browser, server.url);
  await person.page.goto('/inbox');
  await person.page.getByRole('link', { name: 'Entrar com Acme' }).click();
  await atProvider(person.page, 'fabio');
  await expect(person.page.getByRole('alert')).toHaveText(
    /aguarda a aprovação de um administrador/,
  );

  await page.reload();
  const requests = page.getByRole('region', { name: 'Pedidos de acesso' });
  await expect(requests.getByText('fabio@acme.test')).toBeVisible();
  await requests.getByLabel('Marketing').check();
  await expectNoAxeViolations(page);
  await requests.getByRole('button', { name: 'Aprovar' }).click();
  await expect(requests.getByText('Fábio Espera pode entrar agora.')).toBeVisible();

  await person.page.getByRole('link', { name: 'Entrar com Acme' }).click();
  // Signed in at the provider already: at most its consent again, no login page.
  const consent = person.page.getByRole('button', { name: 'Continue' });
  const inbox = person.page.getByRole('heading', { name: 'Contatos', level: 1 });
  await expect(inbox.or(consent)).toBeVisible();
  if (await consent.isVisible()) await consent.click();
  await expect(inbox).toBeVisible();
  await expect(person.page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  await person.context.close();
});
