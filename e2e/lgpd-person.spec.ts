import { expect, type Page } from '@playwright/test';
import type { SmtpSink } from '@server/test-support/smtp-sink';
import { expectNoAxeViolations } from './accessibility';
import { type InboxServer, inboxPassword } from './inbox-server';
import { signInThroughForm } from './inbox-sign-in';
import { mailingInboxTest } from './mailing-inbox-server';

/**
 * A privacy request takes the person (decision 325) and a correction is made from the request
 * (decision 326), in real Chromium: the owner confirms from the mail; the privacy officer sees
 * the leads of the address and of its phone, erases exactly those, and corrects a lead from a
 * correction request, both screens in both languages.
 */
const test = mailingInboxTest();

test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
/** A phone of the run's own: its digits, written two ways. */
const aPhone = () => {
  const digits = String(Date.now()).slice(-8);
  return { spaced: `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`, plain: `119${digits}` };
};

async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

async function sendLead(page: Page, lead: Record<string, string>) {
  const stamp = unique();
  const sent = await page.request.post('/contacts/send', {
    data: { message: 'Quero uma demonstração do TMS.', ...lead },
    headers: { 'Idempotency-Key': `e2e-person-${stamp}`, 'User-Agent': `e2e-person-${stamp}` },
  });
  expect(sent.status()).toBe(200);
}

/**
 * Filed through the privacy page's API (the page itself is lgpd-requests.spec.ts's) and
 * confirmed from the link mailed to the address, as its owner does.
 */
async function confirmedRequest(page: Page, smtp: SmtpSink, email: string, kind: string) {
  const filed = await page.request.post('/api/privacy-requests', {
    data: { email, kind, language: 'pt' },
  });
  expect(filed.status()).toBe(200);
  await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(email)).length).toBe(1);
  const mail = smtp.mails.find((entry) => entry.to.includes(email));
  const link = mail?.text.match(/http:\/\/127\.0\.0\.1:\d+\/\S+/)?.[0] ?? '';
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmar o meu pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedido confirmado');
}

async function signInAsOfficer(page: Page, server: InboxServer) {
  const account = await server.addAccount('dpo', 'Olga Privacidade', 'privacy');
  await page.goto('/inbox');
  await signInThroughForm(page, account, inboxPassword);
  await page.getByRole('link', { name: 'Pedidos LGPD' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos LGPD', level: 1 })).toBeVisible();
}

test('an erasure takes the leads of the address and of its phone, as listed', async ({
  page,
  server,
  smtp,
}) => {
  const stamp = unique();
  const owner = `pessoa.${stamp}@example.com`;
  const phone = aPhone();
  await sendLead(page, {
    firstName: 'Paula',
    lastName: `Email${stamp}`,
    email: owner,
    phone: phone.spaced,
    company: 'Frota Sul',
  });
  // The same person from another address: only the phone, written otherwise, ties them.
  await sendLead(page, {
    firstName: 'Paula',
    lastName: `Telefone${stamp}`,
    email: `outra.${stamp}@example.com`,
    phone: phone.plain,
  });
  await confirmedRequest(page, smtp, owner, 'erasure');

  await signInAsOfficer(page, server);
  const card = page.getByRole('article', { name: owner });
  await expect(card).toContainText('2 contatos desta pessoa (e-mail ou telefone)');
  await card.getByRole('button', { name: 'Apagar tudo' }).click();
  const listed = card.getByRole('region', { name: 'Contatos desta pessoa' });
  await expect(listed.getByRole('listitem')).toHaveCount(2);
  await expect(listed.getByRole('listitem').nth(0)).toContainText(`Email${stamp}`);
  await expect(listed.getByRole('listitem').nth(0)).toContainText('Frota Sul');
  await expect(listed.getByRole('listitem').nth(0)).toContainText('pelo e-mail');
  await expect(listed.getByRole('listitem').nth(1)).toContainText(`Telefone${stamp}`);
  await expect(listed.getByRole('listitem').nth(1)).toContainText('pelo telefone');
  await expectNoAxeViolations(page);
  await screenshot(page, 'inbox-privacy-erasure-listed-pt');
  await page.getByRole('button', { name: 'EN English' }).click();
  const listedEn = card.getByRole('region', { name: 'This person’s leads' });
  await expect(listedEn).toContainText('by phone');
  await expect(card.getByRole('button', { name: 'Confirm: erase these 2 leads' })).toBeVisible();
  await screenshot(page, 'inbox-privacy-erasure-listed-en');
  await page.getByRole('button', { name: 'PT Português' }).click();

  await card.getByRole('button', { name: 'Confirmar: apagar estes 2 contatos' }).click();
  await expect(card.getByRole('status')).toHaveText('2 contatos apagados.');
  // Both gone: the request counts the leads of the address and of the phone, and finds none.
  await expect(card).toContainText('Nenhum contato desta pessoa (e-mail ou telefone)');
  await page.reload();
  await expect(page.getByRole('article', { name: owner })).toContainText(
    'Nenhum contato desta pessoa (e-mail ou telefone)',
  );
});

test('a correction request is carried out from its screen', async ({ page, server, smtp }) => {
  const stamp = unique();
  const owner = `correcao.${stamp}@example.com`;
  await sendLead(page, {
    firstName: 'Rui',
    lastName: `Sousa${stamp}`,
    email: owner,
    phone: aPhone().spaced,
  });
  await confirmedRequest(page, smtp, owner, 'correction');

  await signInAsOfficer(page, server);
  const card = page.getByRole('article', { name: owner });
  await card.getByRole('button', { name: 'Corrigir os dados' }).click();
  const panel = card.getByRole('region', { name: 'Contatos desta pessoa' });
  const lastName = panel.getByLabel('Sobrenome');
  await expect(lastName).toHaveValue(`Sousa${stamp}`);
  // The contact form's rules, in the screen's language.
  await lastName.fill('S');
  await panel.getByRole('button', { name: 'Salvar a correção' }).click();
  await expect(panel.getByText('O sobrenome deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await lastName.fill(`Souza${stamp}`);
  await panel.getByLabel('Empresa').fill('Transportes Souza');
  await panel.getByRole('button', { name: 'Salvar a correção' }).click();
  await expect(panel.getByRole('status')).toHaveText('Corrigido: Sobrenome, Empresa.');
  await expect(card).toContainText('Corrigido');
  await expect(card).toContainText(`Souza${stamp}`);
  await expectNoAxeViolations(page);
  await screenshot(page, 'inbox-privacy-correction-pt');
  await page.getByRole('button', { name: 'EN English' }).click();
  const panelEn = card.getByRole('region', { name: 'This person’s leads' });
  await expect(panelEn.getByLabel('Last name')).toHaveValue(`Souza${stamp}`);
  await expect(panelEn.getByRole('button', { name: 'Save the correction' })).toBeVisible();
  await expect(card).toContainText('Corrected');
  await screenshot(page, 'inbox-privacy-correction-en');
  await page.getByRole('button', { name: 'PT Português' }).click();
});
