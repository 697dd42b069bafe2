import { type Browser, expect } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { inboxPassword } from './inbox-server';
import { finishSecondStep, signInThroughForm } from './inbox-sign-in';
import { mailingInboxTest } from './mailing-inbox-server';

// The set-up link is an info line of the start log.
const test = mailingInboxTest({ LOG_LEVEL: 'info' });

const newPassword = 'lantern orchard copper meadow';

async function signedInPage(browser: Browser, url: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/inbox');
  await signInThroughForm(page, email, password);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeHidden();
  return { context, page };
}

/**
 * The single-use links (decisions 372, 373) in a real browser, on a server of the worker's
 * own whose first start has no account: the set-up link of the start log makes the first
 * admin; then a forgotten password is reset from the mail, which signs this browser in and
 * ends the session another device had.
 */
test.describe.configure({ mode: 'serial' });

test('a fresh install’s set-up link creates the first admin, once', async ({ page, server }) => {
  const line = server
    .output()
    .split('\n')
    .find((text) => text.includes('/inbox/setup?token='));
  expect(line).toBeDefined();
  const link = new URL(JSON.parse(line ?? '{}').setupLink);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Criar a primeira conta' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Nome').fill('Ana Admin');
  await page.getByLabel('E-mail', { exact: true }).fill('ana.admin@example.com');
  await page.getByLabel('Idioma dos e-mails').selectOption('en');
  await page.getByLabel('Senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Repita a senha').fill('not the same password');
  await page.getByRole('button', { name: 'Criar a conta e entrar' }).click();
  // Told at the field; nothing typed is lost.
  await expect(page.getByText('As duas senhas não são iguais.')).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue('Ana Admin');
  await page.getByLabel('Repita a senha').fill(newPassword);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/inbox/setup'));
  await page.getByRole('button', { name: 'Criar a conta e entrar' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  // An admin sets up a second factor before its session opens (decision 450).
  await expect(
    page.getByRole('heading', { name: 'Ative uma segunda etapa de acesso' }),
  ).toBeVisible();
  await finishSecondStep(page, 'ana.admin@example.com', await created);
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

  // The link is dead now that an account exists, and says what to do.
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Esta instalação já tem uma conta.')).toBeVisible();
});

test('a forgotten password is reset from the mail; the other device’s session ends', async ({
  browser,
  server,
  smtp,
}) => {
  const email = await server.addAccount('reset', 'Bruno Reset');
  const other = await signedInPage(browser, server.url, email, inboxPassword);

  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/inbox');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page.getByRole('heading', { name: 'Escolher uma nova senha' })).toBeVisible();
  // The address typed at sign-in came along.
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enviar o link' }).click();
  await expect(page.getByText(`Se existir uma conta com ${email}`)).toBeVisible();
  // The same words for an address without an account.
  await page.getByLabel('E-mail').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Enviar o link' }).click();
  await expect(page.getByText('Se existir uma conta com nobody.here@example.com')).toBeVisible();

  await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(email)).length).toBe(1);
  const mail = smtp.mails.find((sent) => sent.to.includes(email));
  const found = mail?.text.match(/http:\/\/127\.0\.0\.1:\d+(\/inbox\/reset-password\?token=\S+)/);
  expect(found).not.toBeNull();
  const resetPath = found?.[1] ?? '';
  expect(smtp.mails.some((sent) => sent.to.includes('nobody.here@example.com'))).toBe(false);

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: 'Nova senha' })).toBeVisible();
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Repita a nova senha').fill(newPassword);
  const reset = page.waitForResponse((response) =>
    response.url().endsWith('/api/inbox/password-reset'),
  );
  await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  // The mailed link is one factor: the account's app is asked next (decision 450).
  await expect(page.getByRole('heading', { name: 'Segunda etapa de acesso' })).toBeVisible();
  await finishSecondStep(page, email, await reset);
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

  // The other device is signed out at its next request.
  await other.page.reload();
  await expect(other.page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  // Used once: the link says so, with the way to ask again.
  await page.goto(resetPath);
  await expect(page.getByText(/already been used|já foi usado/)).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Ask for a new link|Pedir um novo link/ }),
  ).toBeVisible();
  await other.context.close();
  await context.close();
});

test('the forgotten-password screen speaks English too, axe clean', async ({ page }) => {
  await page.goto('/inbox/forgot-password');
  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Enter your e-mail.')).toBeVisible();
  await expectNoAxeViolations(page);
});
