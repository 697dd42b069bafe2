import { readFile } from 'node:fs/promises';
import { nextCode, rememberSecret } from '@contract/test-support/authenticator-app';
import { csvValues } from '@contract/test-support/parse-csv';
import { test as base, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, tabTo } from './accessibility';
import { aVisitor, contactForm } from './contact-helpers';
import {
  type InboxServer,
  inboxPassword,
  startInboxServer,
  startWebhookReceiver,
} from './inbox-server';
import { signInThroughForm } from './inbox-sign-in';
import { sendTestLead as sendLead } from './test-leads';

/**
 * The sales inbox's journeys that e2e/inbox.spec.ts leaves out, each on a server of the
 * worker's own (e2e/inbox-server.ts) so lockouts, ended sessions and the webhook touch no
 * other spec: a lead sent from the contact page in the list, each form field's translated
 * error, the export's content, "send again", erasure, a failed save that keeps the note, an
 * expired session that returns to the page it ended on, the lockout, axe in every state, and
 * the whole journey by keyboard alone. Every text is the Portuguese one a person reads.
 */

interface Webhook {
  url: string;
  received: string[];
}

const test = base.extend<object, { inbox: { server: InboxServer; webhook: Webhook } }>({
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
  baseURL: async ({ inbox }, use) => use(inbox.server.url),
});

test.describe.configure({ timeout: 150_000 });

const pt = {
  signInHeading: 'Entrar na caixa de contatos',
  listHeading: 'Contatos',
  search: 'Buscar (nome, e-mail, telefone, empresa, CNPJ ou mensagem)',
  wrongCredentials: 'E-mail ou senha incorretos.',
  sessionEnded: 'Sua sessão terminou. Entre novamente.',
  outage: 'O servidor não consegue acessar os dados agora. Nada foi perdido; tente novamente.',
};

/** Through the form: these journeys are about signing in, its errors and its ends. */
const signIn = signInThroughForm;

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in and opens the lead's page through a search for its e-mail. */
async function openLead(page: Page, lead: { email: string; name: string }) {
  await page.getByLabel(pt.search).fill(lead.email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.getByRole('link', { name: lead.name }).click();
  await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible();
}

test('a lead sent from the contact page is found, exported and the field errors are translated', async ({
  page,
  inbox,
}, testInfo) => {
  const account = await inbox.server.addAccount('journey');
  const visitor = { ...aVisitor('journey'), lastName: `Jornada${unique()}` };
  const visitorName = `${visitor.firstName} ${visitor.lastName}`;

  // The visitor's side: the public contact page, nothing intercepted.
  await page.goto('/contact');
  const form = contactForm(page, 'pt');
  await form.ready();
  await form.fill(visitor);
  await form.submit.click();
  await expect(page.getByText('Mensagem enviada!', { exact: true })).toBeVisible();

  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: pt.signInHeading })).toBeVisible();
  await expectNoAxeViolations(page);

  // Each field's problem under it, tied to the field; focus goes to the first.
  await page.getByRole('button', { name: 'Entrar' }).click();
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Senha');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Informe o seu e-mail.');
  await expect(password).toHaveAccessibleDescription('Informe a sua senha.');
  await expect(email).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('sign-in-errors.png'), fullPage: true });
  await email.fill('carla.example.com');
  await password.fill('x');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(email).toHaveAccessibleDescription(
    'Informe um e-mail válido, como nome@empresa.com.br.',
  );
  await expect(password).not.toHaveAttribute('aria-invalid');

  // A wrong, then the right password.
  await signIn(page, account, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(pt.wrongCredentials);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(pt.wrongCredentials);
  await expect(email).toHaveValue(account);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(email).toHaveAccessibleDescription('Wrong e-mail or password.');
  await page.getByRole('button', { name: 'PT Português' }).click();
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: pt.listHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: visitorName })).toBeVisible();
  await expectNoAxeViolations(page);

  // Search.
  await page.getByLabel(pt.search).fill(visitor.email.toUpperCase());
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('link', { name: visitorName })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ana / })).toHaveCount(1);

  // The export of this view: the file the browser downloads holds the lead's row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  // In the reader's language, as Excel in Portuguese reads it (decision 363): `;` and the
  // fields' labels.
  const [columns = [], ...rows] = csvValues(await readFile(await download.path(), 'utf8'), ';');
  expect(rows).toHaveLength(1);
  const cell = (column: string) => rows[0]?.[columns.indexOf(column)];
  expect(cell('E-mail')).toBe(visitor.email);
  expect(cell('Nome')).toBe(visitor.firstName);
  expect(cell('Sobrenome')).toBe(visitor.lastName);
  expect(cell('Mensagem')).toBe(visitor.message);

  // An empty list.
  await page.getByLabel(pt.search).fill(`ninguém-${unique()}`);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Nenhum contato encontrado.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A date range that ends before it starts: told under the end date, not applied.
  const urlBefore = page.url();
  // On a phone the filters but the search are folded away behind a button.
  const unfold = page.getByRole('button', { name: /^Filtros/ });
  if (await unfold.isVisible()) await unfold.click();
  await page.getByLabel('De', { exact: true }).fill('2025-02-01');
  await page.getByLabel('Até', { exact: true }).fill('2025-01-31');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const to = page.getByLabel('Até', { exact: true });
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(
    'A data final não pode ser anterior à data inicial.',
  );
  await expect(to).toBeFocused();
  expect(page.url()).toBe(urlBefore);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('filter-errors.png'), fullPage: true });

  // The same range in a shared URL: not fetched, told the same way; in English too.
  await page.goto('/inbox?from=2025-02-01&to=2025-01-31&language=fr');
  await expect(page.getByText('Verifique os campos destacados.')).toBeVisible();
  await expect(page.getByLabel('Até', { exact: true })).toHaveAccessibleDescription(
    'A data final não pode ser anterior à data inicial.',
  );
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveAccessibleDescription(
    'Escolha uma das opções da lista.',
  );
  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
    'The end date cannot be before the start date.',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('filter-errors-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'PT Português' }).click();

  // Sign-out ends the session on the server: a reload stays signed out.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: pt.signInHeading })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: pt.signInHeading })).toBeVisible();
  expect((await page.request.get('/api/inbox/session')).status()).toBe(401);
});

test('a status change survives a reload, a note is added and a delivered notification is sent again', async ({
  page,
  inbox,
}) => {
  const account = await inbox.server.addAccount('status');
  const lead = await sendLead(page.request, 'Estado');
  const callsFor = () => inbox.webhook.received.filter((body) => body.includes(lead.email));
  await expect.poll(() => callsFor().length).toBe(1);

  await page.goto('/inbox');
  await signIn(page, account);
  await openLead(page, lead);

  const webhook = page.getByRole('listitem').filter({ hasText: 'Webhook' });
  // The page shows the state when it loads: reload until the worker has marked it.
  const delivered = () =>
    expect(async () => {
      await page.reload();
      await expect(webhook).toContainText('Entregue em', { timeout: 1_000 });
    }).toPass();
  await delivered();
  await webhook.getByRole('button', { name: 'Enviar de novo (Webhook)' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Notificação recolocada na fila.' }),
  ).toBeVisible();
  await expect.poll(() => callsFor().length).toBe(2);
  await delivered();

  await page.getByRole('button', { name: 'Qualificado' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Estado salvo.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Estado: Qualificado' })).toBeVisible();
  await expect(page.getByText('Alterado por Carla Vendas')).toBeVisible();

  await page.getByLabel('Nova nota').fill('Ligar na segunda-feira às 10h.');
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(page.getByText('Ligar na segunda-feira às 10h.')).toBeVisible();
  await expect(page.getByLabel('Nova nota')).toHaveValue('');
  await page.reload();
  await expect(page.getByText('Ligar na segunda-feira às 10h.')).toBeVisible();
  await expect(page.getByLabel('Nova nota')).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('a failed save keeps the note and a failed status change says so; an outage at the start is told', async ({
  page,
  inbox,
}, testInfo) => {
  const account = await inbox.server.addAccount('outage');
  const lead = await sendLead(page.request, 'Falha');
  await page.goto('/inbox');
  await signIn(page, account);
  await openLead(page, lead);
  const note = page.getByLabel('Nova nota');

  // A blank note is the field's problem.
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(note).toHaveAccessibleDescription(
    'Escreva a nota antes de adicioná-la. 0 de 5.000 caracteres',
  );
  await expect(note).toBeFocused();

  // Past the limit: nothing is cut, the counter and the message say so, the text stays.
  const long = 'palavra '.repeat(626);
  await note.fill(long);
  await expect(page.getByText('5.007 de 5.000 caracteres')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(note).toHaveAccessibleDescription(
    /A nota tem no máximo 5\.000 caracteres: encurte o texto ou divida-o em duas notas\./,
  );
  await expect(note).toHaveValue(long);
  await note.fill('');

  // The database is away: the text stays in the field, and through a reload.
  await page.route('**/api/inbox/leads/*/notes', (route) =>
    route.fulfill({ status: 503, json: { error: 'database_unavailable' } }),
  );
  await note.fill('Texto que não pode se perder.');
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  const noteFailure = `A nota não foi salva e o texto continua no campo. ${pt.outage}`;
  await expect(page.getByRole('alert')).toHaveText(noteFailure);
  await expect(note).toHaveValue('Texto que não pode se perder.');
  await expect(note).toHaveAccessibleDescription(`${noteFailure} 29 de 5.000 caracteres`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('note-failed.png'), fullPage: true });
  await page.reload();
  await expect(note).toHaveValue('Texto que não pode se perder.');
  await page.unroute('**/api/inbox/leads/*/notes');
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Texto que não pode se perder.' }),
  ).toBeVisible();
  await expect(note).toHaveValue('');

  // A failed status change is told as one; the choice stays to try again.
  await page.route('**/api/inbox/leads/*/status', (route) =>
    route.fulfill({ status: 503, json: { error: 'database_unavailable' } }),
  );
  await page.getByRole('button', { name: 'Ganho' }).click();
  await expect(page.getByRole('alert')).toHaveText(`O estado não foi alterado. ${pt.outage}`);
  await expect(page.getByRole('heading', { name: 'Estado: Novo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);
  await page.unroute('**/api/inbox/leads/*/status');
  await page.getByRole('button', { name: 'Ganho' }).click();
  await expect(page.getByRole('heading', { name: 'Estado: Ganho' })).toBeVisible();

  // The session cannot be checked when the page opens: an outage, not a signed-out page.
  await page.route('**/api/inbox/session', (route) =>
    route.fulfill({ status: 503, json: { error: 'database_unavailable' } }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Não foi possível verificar a sua sessão');
  await expect(page.getByText(pt.sessionEnded)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.unroute('**/api/inbox/session');
  await page.reload();
  await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible();
});

test('an expired session returns to the filtered list and to the lead page, with the note typed', async ({
  page,
  inbox,
}) => {
  const account = await inbox.server.addAccount('expiry');
  const lead = await sendLead(page.request, 'Expira');
  await page.goto('/inbox');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: pt.listHeading })).toBeVisible();

  // A filtered list (on a phone, the status behind "Filtros").
  await page.getByLabel(pt.search).fill(lead.email);
  const unfold = page.getByRole('button', { name: /^Filtros/ });
  if (await unfold.isVisible()) await unfold.click();
  await page.getByLabel('Estado', { exact: true }).selectOption('new');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('link', { name: lead.name })).toBeVisible();
  const listUrl = page.url();
  expect(new URL(listUrl).searchParams.get('status')).toBe('new');

  // The session ends on the server (a password reset ends them all) while the person is away;
  // they come back to the same tab and reload.
  let password = 'a-new-password-for-expiry-1';
  await inbox.server.resetPassword(account, password);
  await page.reload();
  await expect(page.getByRole('heading', { name: pt.signInHeading })).toBeVisible();
  expect(page.url()).toBe(listUrl);
  await signIn(page, account, password);
  await expect(page.getByRole('link', { name: lead.name })).toBeVisible();
  expect(page.url()).toBe(listUrl);
  await expect(page.getByLabel(pt.search)).toHaveValue(lead.email);

  // A lead's page, with a note being written when the session ends.
  await page.getByRole('link', { name: lead.name }).click();
  const leadUrl = page.url();
  await page.getByLabel('Nova nota').fill('Escrito antes de a sessão terminar.');
  password = 'a-new-password-for-expiry-2';
  await inbox.server.resetPassword(account, password);
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(page.getByText(pt.sessionEnded)).toBeVisible();
  expect(page.url()).toBe(leadUrl);
  await expectNoAxeViolations(page);
  await signIn(page, account, password);
  await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible();
  expect(page.url()).toBe(leadUrl);
  await expect(page.getByLabel('Nova nota')).toHaveValue('Escrito antes de a sessão terminar.');
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Escrito antes de a sessão terminar.' }),
  ).toBeVisible();
});

test('erasure asks for the e-mail again, tells a wrong one at its field, then erases', async ({
  page,
  inbox,
}, testInfo) => {
  const account = await inbox.server.addAccount('erase');
  const lead = await sendLead(page.request, 'Apagar');
  await page.goto('/inbox');
  await signIn(page, account);
  await openLead(page, lead);
  const leadUrl = page.url();
  // A long e-mail (this one is 40 characters) wraps: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    await page.evaluate(() => document.documentElement.clientWidth),
  );

  await page.getByRole('button', { name: 'Apagar os dados desta pessoa' }).click();
  const confirm = page.getByLabel('E-mail do contato');
  await expect(confirm).toBeFocused();
  await page.getByRole('button', { name: 'Apagar definitivamente' }).click();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription(/Digite o e-mail do contato para confirmar\.$/);
  await confirm.fill('outra.pessoa@example.com');
  await page.getByRole('button', { name: 'Apagar definitivamente' }).click();
  await expect(confirm).toHaveAccessibleDescription(/O e-mail digitado não é o deste contato\.$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('erase-mismatch.png'), fullPage: true });

  // Cancel, and the confirmation step again.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: 'Apagar os dados desta pessoa' })).toBeFocused();
  await page.getByRole('button', { name: 'Apagar os dados desta pessoa' }).click();
  await page.getByLabel('E-mail do contato').fill(lead.email.toUpperCase());
  await page.getByRole('button', { name: 'Apagar definitivamente' }).click();
  await expect(page.getByRole('heading', { name: pt.listHeading })).toBeVisible();
  await page.getByLabel(pt.search).fill(lead.email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Nenhum contato encontrado.')).toBeVisible();
  await page.goto(leadUrl);
  await expect(page.getByRole('alert')).toHaveText('Este contato não existe mais.');
  await expectNoAxeViolations(page);
});

test('five failed sign-ins lock the account: 429 and the translated message', async ({ page }) => {
  // A server of this test's own: the lockout holds the account from this network, which the others share.
  const server = await startInboxServer();
  try {
    const account = await server.addAccount('locked');
    await page.goto(`${server.url}/inbox`);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = page.waitForResponse('**/api/inbox/sign-in');
      await signIn(page, account, `wrong-password-${attempt}`);
      expect((await refused).status()).toBe(401);
      await expect(page.getByRole('alert')).toHaveText(pt.wrongCredentials);
    }
    const answer = page.waitForResponse('**/api/inbox/sign-in');
    await signIn(page, account);
    expect((await answer).status()).toBe(429);
    // The wait counts from the first failure: 15 minutes, less on a slow run.
    await expect(page.getByRole('alert')).toHaveText(
      /^Muitas tentativas de entrar\. Tente novamente em 1[345] minutos\.$/,
    );
    await expect(page.getByRole('heading', { name: pt.signInHeading })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'EN English' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many sign-in attempts\. Try again in 1[345] minutes\.$/,
    );
  } finally {
    await server.stop();
  }
});

test('the whole journey by keyboard alone: sign in, filter, open a lead, change its status, add a note, sign out', async ({
  page,
  inbox,
}) => {
  const account = await inbox.server.addAccount('keyboard');
  const lead = await sendLead(page.request, 'Teclado');
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: pt.signInHeading })).toBeVisible();

  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(account);
  await page.keyboard.press('Tab');
  await page.keyboard.type(inboxPassword);
  await page.keyboard.press('Enter');
  // An admin sets up its authenticator app first (decision 450), by keyboard too.
  await expect(
    page.getByRole('heading', { name: 'Ative uma segunda etapa de acesso' }),
  ).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Usar um aplicativo autenticador' }));
  await page.keyboard.press('Enter');
  const secret = page.locator('code');
  await expect(secret).toHaveText(/^[A-Z2-7 ]{16,}$/);
  rememberSecret(account, (await secret.textContent()) ?? '');
  await tabTo(page, page.getByLabel('Código que o aplicativo mostra'));
  await page.keyboard.type(await nextCode(account));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Guardei os códigos, continuar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: pt.listHeading })).toBeVisible();

  await tabTo(page, page.getByLabel(pt.search));
  await page.keyboard.type(lead.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=/);
  const link = page.getByRole('link', { name: lead.name });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Contatado' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Estado: Contatado' })).toBeVisible();

  await tabTo(page, page.getByLabel('Nova nota'));
  await page.keyboard.type('Combinado por telefone.');
  await tabTo(page, page.getByRole('button', { name: 'Adicionar nota' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Combinado por telefone.' }),
  ).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Sair' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: pt.signInHeading })).toBeVisible();
});
