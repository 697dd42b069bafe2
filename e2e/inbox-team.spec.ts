import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { inboxPassword } from './inbox-server';
import { signInThroughForm } from './inbox-sign-in';
import { mailingInboxTest } from './mailing-inbox-server';

/**
 * The team run from the inbox (decision 375), on a server of the worker's own that mails to
 * an SMTP server of the test's: an admin invites from the Team screen (keyboard only), the
 * invitee opens the mailed link, chooses name, language and password (keyboard only) and is
 * signed in with the roles given; the admin deactivates the account, and the invitee's open
 * session ends at its next request.
 */
const test = mailingInboxTest();

test.describe.configure({ timeout: 150_000 });

async function signIn(page: Page, email: string) {
  await page.goto('/inbox');
  await signInThroughForm(page, email, inboxPassword);
}

/** Tabs until the element has the focus (a bounded number of times), then leaves it there. */
async function tabTo(page: Page, locator: ReturnType<Page['getByRole']>) {
  for (let step = 0; step < 40; step++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test('an admin invites, the invitee joins with the roles given, and deactivation ends their session', async ({
  page,
  browser,
  server,
  smtp,
}, testInfo) => {
  const admin = await server.addAccount('team-admin', 'Ana Admin');
  const invitee = `convidado.${Date.now()}@example.com`;
  await signIn(page, admin);
  await page
    .getByRole('navigation', { name: 'Seções da caixa de contatos' })
    .getByRole('link', { name: 'Equipe' })
    .click();
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: a bad address is told at its field and kept; then the invitation goes.
  const email = page.getByLabel('E-mail da pessoa');
  await tabTo(page, email);
  await page.keyboard.type('sem-arroba');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Digite um e-mail válido.')).toBeVisible();
  await expect(email).toHaveValue('sem-arroba');
  await expect(email).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(invitee);
  await tabTo(page, page.getByRole('checkbox', { name: 'Marketing' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Enviar convite' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Convite enviado para ${invitee}.`, { exact: false })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Convites pendentes' }).getByText(invitee),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('team-pt.png'), fullPage: true });

  await expect
    .poll(() => smtp.mails.filter((mail) => mail.to.includes(invitee)).length, { timeout: 30_000 })
    .toBe(1);
  const mail = smtp.mails.find((received) => received.to.includes(invitee));
  expect(mail?.subject).toMatch(/Convite para a equipe/);
  expect(mail?.text).toMatch(/Seus papéis: vendas, marketing\./);
  const link = mail?.text.match(/https?:\/\/\S+\/inbox\/invitation\?\S+/)?.[0] ?? '';
  expect(link).not.toBe('');

  // The invitee, in a browser of their own, keyboard only; chooses English.
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Entrar para a equipe' })).toBeVisible();
  await expect(
    invited.getByText(`Você vai entrar como ${invitee}.`, { exact: false }),
  ).toBeVisible();
  await tabTo(invited, invited.getByLabel('Seu nome'));
  await invited.keyboard.type('Bruno Convidado');
  await tabTo(invited, invited.getByLabel('Idioma da caixa e dos e-mails'));
  await invited.keyboard.press('ArrowDown');
  await expect(invited.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  const password = invited.getByLabel('Password (at least 12 characters)');
  await tabTo(invited, password);
  await invited.keyboard.type('short');
  await invited.keyboard.press('Enter');
  await expect(invited.getByText('Use at least 12 characters', { exact: false })).toBeVisible();
  await expect(invited.getByLabel('Your name')).toHaveValue('Bruno Convidado');
  await expectNoAxeViolations(invited);
  await password.fill('');
  await invited.keyboard.type('a long passphrase for bruno');
  await invited.keyboard.press('Enter');
  await expect(invited.getByText('Roles: Sales, Marketing')).toBeVisible();
  await expect(
    invited.getByRole('navigation', { name: 'Inbox sections' }).getByRole('link'),
  ).toHaveText(['Leads', 'Insights', 'Site content']);

  // The link works once.
  const reused = await browser.newContext();
  const again = await reused.newPage();
  await again.goto(link);
  await expect(again.getByText('Este convite já foi usado.', { exact: false })).toBeVisible();
  await reused.close();

  // The admin sees them and deactivates the account; the invitee's session ends.
  await page.reload();
  const account = page.getByRole('listitem', { name: 'Bruno Convidado' });
  await expect(account.getByText('Vendas, Marketing')).toBeVisible();
  await account.getByRole('button', { name: 'Desativar' }).click();
  await expect(account.getByText('Não tem contatos atribuídos.')).toBeVisible();
  await account.getByRole('button', { name: 'Desativar a conta' }).click();
  await expect(account.getByText('Desativada', { exact: true })).toBeVisible();

  await invited.getByRole('link', { name: 'Insights' }).click();
  await expect(invited.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await invited.getByLabel('E-mail').fill(invitee);
  await invited.getByLabel('Password').fill('a long passphrase for bruno');
  await invited.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    invited.getByText('This account has been deactivated. Ask an admin to reactivate it.'),
  ).toBeVisible();
  await context.close();

  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('team-en.png'), fullPage: true });
  await expectNoAxeViolations(page);
});
