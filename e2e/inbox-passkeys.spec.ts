import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, tabTo } from './accessibility';
import { signInThroughForm } from './inbox-sign-in';
import { mailingInboxTest } from './mailing-inbox-server';

/**
 * Passkeys in real Chromium (decision 450), with its virtual authenticator through the
 * DevTools protocol (`WebAuthn.addVirtualAuthenticator`: CTAP2, internal, resident keys, user
 * verification that succeeds). Keyboard only, in both languages, axe on every new screen:
 * an admin invites a privacy officer; she accepts in English, and since her role requires a
 * second factor she creates a passkey before her session opens, keeps her recovery codes, signs
 * out, and signs in again in Portuguese with the passkey alone. The site runs on `localhost`:
 * WebAuthn takes no IP address as its relying party.
 */
const test = mailingInboxTest({}, { siteHost: 'localhost' });

test.describe.configure({ timeout: 180_000 });

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test('invite, accept with a passkey, and sign in with the passkey alone, keyboard only', async ({
  page,
  browser,
  server,
  smtp,
}, testInfo) => {
  const admin = await server.addAccount('passkey-admin', 'Ana Admin');
  await page.goto('/inbox');
  await signInThroughForm(page, admin);
  await page
    .getByRole('navigation', { name: 'Seções da caixa de contatos' })
    .getByRole('link', { name: 'Equipe' })
    .click();
  const invitee = `dpo.${Date.now()}@example.com`;
  await tabTo(page, page.getByLabel('E-mail da pessoa'));
  await page.keyboard.type(invitee);
  // Privacy only: Sales, checked by default, is unchecked.
  await tabTo(page, page.getByRole('checkbox', { name: 'Vendas' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Privacidade' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Enviar convite' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Convite enviado para ${invitee}.`, { exact: false })).toBeVisible();
  await expect
    .poll(() => smtp.mails.filter((mail) => mail.to.includes(invitee)).length, { timeout: 30_000 })
    .toBe(1);
  const link = smtp.mails
    .find((mail) => mail.to.includes(invitee))
    ?.text.match(/http:\/\/localhost:\d+\/inbox\/invitation\?\S+/)?.[0];
  expect(link).toBeDefined();

  // The privacy officer, on a device with a platform authenticator; chooses English.
  const context = await browser.newContext();
  const officer = await context.newPage();
  const authenticator = await virtualAuthenticator(officer);
  await officer.goto(link ?? '');
  await tabTo(officer, officer.getByLabel('Seu nome'));
  await officer.keyboard.type('Olga Privacidade');
  await tabTo(officer, officer.getByLabel('Idioma da caixa e dos e-mails'));
  await officer.keyboard.press('ArrowDown');
  await expect(officer.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await tabTo(officer, officer.getByLabel('Password (at least 12 characters)'));
  await officer.keyboard.type('a long passphrase for olga');
  await officer.keyboard.press('Enter');

  // Her role requires a second factor: set up before any session (decision 450).
  const enrol = officer.getByRole('heading', { name: 'Turn on a second sign-in step' });
  await expect(enrol).toBeVisible();
  await expect(enrol).toBeFocused();
  await expect(officer.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expectNoAxeViolations(officer);
  await officer.screenshot({ path: testInfo.outputPath('enrol-en.png'), fullPage: true });
  await tabTo(officer, officer.getByRole('button', { name: 'Create a passkey' }));
  await officer.keyboard.press('Enter');

  const codes = officer.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
  await expect(officer.getByRole('heading', { name: 'Keep your recovery codes' })).toBeFocused();
  await expectNoAxeViolations(officer);
  // A discoverable credential of this site, kept by the authenticator.
  const stored = await authenticator.credentials();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await tabTo(officer, officer.getByRole('button', { name: 'I have kept the codes, continue' }));
  await officer.keyboard.press('Enter');
  await expect(officer.getByText('Roles: Privacy')).toBeVisible();

  // Signed out, and in again with the passkey alone, in Portuguese.
  await tabTo(officer, officer.getByRole('button', { name: 'Sign out' }));
  await officer.keyboard.press('Enter');
  await expect(officer.getByRole('heading', { name: 'Sign in to the sales inbox' })).toBeVisible();
  await tabTo(officer, officer.getByRole('button', { name: 'PT Português' }), { backwards: true });
  await officer.keyboard.press('Enter');
  await expect(officer.getByRole('heading', { name: 'Entrar na caixa de contatos' })).toBeVisible();
  await expectNoAxeViolations(officer);
  await officer.screenshot({ path: testInfo.outputPath('sign-in-pt.png'), fullPage: true });
  await tabTo(officer, officer.getByRole('button', { name: 'Usar uma chave de acesso' }));
  await officer.keyboard.press('Enter');
  await expect(officer.getByText('Papéis: Privacidade')).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Sair' })).toBeVisible();

  // Her own security screen lists the passkey; nothing there fails axe.
  await tabTo(officer, officer.getByRole('link', { name: 'Acesso e segurança' }));
  await officer.keyboard.press('Enter');
  await expect(
    officer.getByRole('heading', { name: 'Acesso e segurança', level: 1 }),
  ).toBeVisible();
  await expect(
    officer.getByText('Os seus papéis exigem uma segunda etapa de acesso.'),
  ).toBeVisible();
  await expect(officer.getByRole('button', { name: /^Remover a chave de acesso/ })).toHaveCount(1);
  await expect(officer.getByText('Restam 10 códigos sem uso.')).toBeVisible();
  await expectNoAxeViolations(officer);
  await officer.getByRole('button', { name: 'EN English' }).click();
  await expect(
    officer.getByRole('heading', { name: 'Sign-in and security', level: 1 }),
  ).toBeVisible();
  await expectNoAxeViolations(officer);
  await context.close();
});

test('the second step takes an app code after the password; a wrong code is told and kept', async ({
  page,
  server,
}) => {
  const admin = await server.addAccount('second-step', 'Bia Admin');
  await page.goto('/inbox');
  // The first sign-in sets up the app (the helper reads the key the screen shows).
  await signInThroughForm(page, admin);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar na caixa de contatos' })).toBeVisible();

  await page.getByLabel('E-mail').fill(admin);
  await page.getByLabel('Senha').fill('e2e-journey-password-123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const code = page.getByLabel('Código do aplicativo autenticador');
  await expect(page.getByRole('heading', { name: 'Segunda etapa de acesso' })).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Código incorreto. Digite os 6 números que o aplicativo mostra agora. Restam 4 tentativas.',
  );
  await expect(code).toHaveValue('000000');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Wrong code. Type the 6 digits the app shows now. 4 attempts left.',
  );
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await expectNoAxeViolations(page);
});
