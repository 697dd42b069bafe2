import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, tabTo } from './accessibility';
import { type InboxServer, startInboxServer, startWebhookReceiver } from './inbox-server';
import { type SignedInAccount, signedInState } from './inbox-sign-in';

/**
 * The Spam folder as a salesperson works it, on a server of the worker's own with a webhook:
 * a lead from a throwaway address arrives in Spam (the visitor told it was sent), its
 * notification held; "Not spam" by keyboard alone brings it back and sends it; "Mark as spam"
 * by keyboard alone takes a lead out of the list. axe on every state. Each test starts signed
 * in as the worker's salesperson.
 */
interface Webhook {
  url: string;
  received: string[];
}

const test = base.extend<
  object,
  { inbox: { server: InboxServer; webhook: Webhook }; account: SignedInAccount }
>({
  inbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const webhook = await startWebhookReceiver();
      const server = await startInboxServer({
        LEADS_WEBHOOK_URL: webhook.url,
        LEADS_WEBHOOK_SECRET: `whsec_${Buffer.from('e2e-webhook-secret-0123456789abcdefghij').toString('base64')}`,
      });
      await use({ server, webhook });
      await server.stop();
      await webhook.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  account: [
    async ({ inbox: { server } }, use) => {
      const name = 'Carla Vendas';
      const email = await server.addAccount('carla', name);
      await use({ email, name, storageState: await signedInState(server.url, email) });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ inbox }, use) => use(inbox.server.url),
  storageState: async ({ account }, use) => use(account.storageState),
});

test.describe.configure({ timeout: 150_000 });

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** A lead of its own (e-mail, phone, browser); `domain` picks where its e-mail is. */
async function sendLead(request: APIRequestContext, tag: string, domain = 'example.com') {
  const stamp = unique();
  const lead = {
    firstName: 'Bruna',
    lastName: `${tag}${stamp}`,
    email: `lead.${tag}.${stamp}@${domain}`.toLowerCase(),
    phone: `11 9${String(Date.now()).slice(-8)}`,
    message: 'Quero uma demonstração do WMS.',
  };
  const sent = await request.post('/contacts/send', {
    data: lead,
    headers: { 'user-agent': `e2e-spam-${stamp}` },
  });
  // Suspected spam is answered as any lead: the visitor is told it was sent.
  expect(sent.status()).toBe(200);
  return { ...lead, name: `${lead.firstName} ${lead.lastName}` };
}

async function openList(page: Page) {
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: 'Contatos', level: 1 })).toBeVisible();
}

const folders = (page: Page) => page.getByRole('navigation', { name: 'Pasta' });
const rowLink = (page: Page, name: string) =>
  page.getByRole('link', { name }).filter({ visible: true });

test('a lead from a throwaway address waits in Spam, and "Not spam" by keyboard brings it back and sends it', async ({
  page,
  inbox,
  isMobile,
}) => {
  test.skip(isMobile, 'a keyboard journey');
  const lead = await sendLead(page.request, 'Descartavel', 'mailinator.com');
  await openList(page);
  await expect(rowLink(page, lead.name)).toHaveCount(0);

  const spamView = folders(page).getByRole('link', { name: /^Spam \d+$/ });
  await tabTo(page, spamView);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/folder=spam/);
  await expect(spamView).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Spam: e-mail de um domínio descartável').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, rowLink(page, lead.name));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible();
  const spam = page.getByRole('region', { name: 'Spam' });
  await expect(spam.getByText('e-mail de um domínio descartável')).toBeVisible();
  await expect(page.getByText(/^Retida em .*"Não é spam" a envia\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(inbox.webhook.received.join()).not.toContain(lead.email);

  const notSpam = spam.getByRole('button', { name: 'Não é spam' });
  await tabTo(page, notSpam);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Tirado do Spam: as notificações retidas serão enviadas agora.'),
  ).toBeVisible();
  await expect(spam.getByRole('button', { name: 'Marcar como spam' })).toBeVisible();
  await expect.poll(() => inbox.webhook.received.join()).toContain(lead.email);
  await expectNoAxeViolations(page);

  // Back to the view it was opened from, the Spam folder, which it has left for the inbox.
  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await expect(page).toHaveURL(/folder=spam/);
  await folders(page).getByRole('link', { name: 'Entrada' }).click();
  await expect(rowLink(page, lead.name)).toBeVisible();
});

test('"Mark as spam" by keyboard takes a lead out of the list and into Spam, in the audit log', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'a keyboard journey');
  const lead = await sendLead(page.request, 'Marcar');
  await openList(page);

  await tabTo(page, rowLink(page, lead.name));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible();
  const mark = page.getByRole('button', { name: 'Marcar como spam' });
  await tabTo(page, mark);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Movido para a pasta Spam.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Spam' }).getByText('marcado por uma pessoa da equipe'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await expect(page.getByRole('heading', { name: 'Contatos', level: 1 })).toBeVisible();
  await expect(folders(page).getByRole('link', { name: /^Spam \d+$/ })).toBeVisible();
  await expect(rowLink(page, lead.name)).toHaveCount(0);
  await folders(page).getByRole('link', { name: /^Spam/ }).click();
  await expect(rowLink(page, lead.name)).toBeVisible();

  await page.getByRole('link', { name: 'Registro de atividades' }).click();
  await expect(page.getByText('Marcou como spam').filter({ visible: true }).first()).toBeVisible();
});

test('the Spam folder and a spam lead, at any width, with no axe violation', async ({ page }) => {
  const lead = await sendLead(page.request, 'Largura', 'mailinator.com');
  await openList(page);
  await folders(page).getByRole('link', { name: /^Spam/ }).click();
  await expect(rowLink(page, lead.name)).toBeVisible();
  await expectNoAxeViolations(page);
  await rowLink(page, lead.name).click();
  await expect(page.getByRole('button', { name: 'Não é spam' })).toBeVisible();
  await expectNoAxeViolations(page);
});
