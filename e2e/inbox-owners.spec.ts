import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, tabTo } from './accessibility';
import { signedInTest as test } from './inbox-server-test';
import { sendTestLead as sendLead } from './test-leads';

/**
 * Owners in the sales inbox, as a salesperson works them, on a server of the worker's own:
 * the views Mine / Unassigned / All with their counts, assigning a lead from its row in one
 * action, reassigning it from its page by keyboard alone, joining the turn that gives out new
 * leads, each change in the audit log; axe on every state. Each test starts signed in as the
 * worker's salesperson, Carla Vendas.
 */
test.describe.configure({ timeout: 150_000 });

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

async function openList(page: Page) {
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: 'Contatos', level: 1 })).toBeVisible();
}

const views = (page: Page) => page.getByRole('navigation', { name: 'Responsável' });
const view = (page: Page, name: RegExp) => views(page).getByRole('link', { name });

test('assigns a lead from the list in one action, and Mine and Unassigned follow with their counts', async ({
  page,
  server,
  account,
}) => {
  const carla = account.email;
  await server.addAccount('diego', 'Diego Souza');
  const lead = await sendLead(page.request, 'Dono');
  await openList(page);

  await expect(view(page, /^Sem responsável \d+$/)).toBeVisible();
  const unassignedBefore = Number(
    (await view(page, /^Sem responsável/).textContent())?.replace(/\D/g, ''),
  );
  const mineBefore = Number((await view(page, /^Meus/).textContent())?.replace(/\D/g, ''));
  await expectNoAxeViolations(page);

  const owner = page.getByLabel(`Responsável por ${lead.name}`).filter({ visible: true });
  await expect(owner).toHaveValue('');
  await owner.selectOption({ label: 'Carla Vendas (você)' });
  await expect(view(page, /^Meus/)).toHaveText(`Meus ${mineBefore + 1}`);
  await expect(view(page, /^Sem responsável/)).toHaveText(
    `Sem responsável ${unassignedBefore - 1}`,
  );

  await view(page, /^Meus/).click();
  await expect(page).toHaveURL(/owner=me/);
  await expect(view(page, /^Meus/)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: lead.name }).filter({ visible: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await view(page, /^Sem responsável/).click();
  await expect(page).toHaveURL(/owner=none/);
  await expect(page.getByRole('link', { name: lead.name })).toHaveCount(0);

  // The audit log says who assigned it to whom.
  await page.getByRole('link', { name: 'Registro de atividades' }).click();
  await expect(page.getByText(`ninguém → ${carla}`).filter({ visible: true })).toBeVisible();
});

test('reassigns a lead from its page by keyboard alone, and joins the turn of new leads', async ({
  page,
  server,
  isMobile,
}) => {
  // A keyboard journey: run at desktop width, as the suite's other keyboard journeys are.
  test.skip(isMobile, 'a keyboard journey');
  // A name no other test's account has: the tests run side by side on one server, and another
  // one's round-robin may already have given this lead to its own "Zeca".
  const zeca = `Zeca ${unique().slice(-6)}`;
  await server.addAccount('zeca', zeca);
  const lead = await sendLead(page.request, 'Teclado');
  await openList(page);

  await page
    .getByLabel('Buscar (nome, e-mail, telefone, empresa, CNPJ ou mensagem)')
    .fill(lead.email);
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: lead.name }).filter({ visible: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible();

  const owner = page.getByRole('combobox', { name: 'Responsável', exact: true });
  await tabTo(page, owner);
  // Type-ahead steps through the accounts to the one typed; Enter saves that one, once.
  await page.keyboard.type(zeca);
  await expect(owner.locator('option:checked')).toHaveText(zeca);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Responsável alterado.' })).toBeVisible();
  await expect(owner).toBeFocused();
  await expect(owner.locator('option:checked')).toHaveText(zeca);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(
    page.getByRole('combobox', { name: 'Responsável', exact: true }).locator('option:checked'),
  ).toHaveText(zeca);

  // Joining the turn: the next lead from the contact form is Carla's.
  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  const turn = page.getByLabel('Receber novos contatos no rodízio');
  await tabTo(page, turn);
  await page.keyboard.press('Space');
  await expect(turn).toBeChecked();
  const next = await sendLead(page.request, 'Rodizio');
  // "Voltar à lista" went back to the view this lead was opened from (a search for its
  // e-mail); the next lead is found by its own.
  await page.goto(`/inbox?q=${encodeURIComponent(next.email)}`);
  await expect(
    page.getByLabel(`Responsável por ${next.name}`).filter({ visible: true }),
  ).toHaveValue(/.+/);
  await expect(
    page
      .getByLabel(`Responsável por ${next.name}`)
      .filter({ visible: true })
      .locator('option:checked'),
  ).toHaveText('Carla Vendas (você)');
  await expectNoAxeViolations(page);
});

/** Today in São Paulo (the server's SITE_TIME_ZONE) as the field takes it: dd/mm/yyyy. */
function todayTyped() {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-');
  return `${day}/${month}/${year}`;
}

test('sets a next step by keyboard alone, in dd/mm/aaaa, and finds the lead under Due today', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'a keyboard journey');
  const lead = await sendLead(page.request, 'Passo');
  await openList(page);
  await page
    .getByLabel('Buscar (nome, e-mail, telefone, empresa, CNPJ ou mensagem)')
    .fill(lead.email);
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: lead.name }).filter({ visible: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Próximo passo' })).toBeVisible();
  await expect(page.getByText(/^Primeira resposta até /)).toBeVisible();

  const day = page.getByLabel('Data', { exact: true });
  await expect(day).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await tabTo(page, day);
  // A day that does not exist is told at its field, and nothing is sent.
  await page.keyboard.type('31/02/2026');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Informe a data como dd/mm/aaaa, por exemplo 25/12/2026.'),
  ).toBeVisible();
  await expect(day).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(todayTyped());
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ligar para apresentar o WMS');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Próximo passo salvo.' })).toBeVisible();
  await expect(day).toHaveValue(todayTyped());
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  const dueToday = page
    .getByRole('navigation', { name: 'Acompanhamento' })
    .getByRole('link', { name: /^Para hoje/ });
  await expect(dueToday).toHaveText('Para hoje 1');
  await dueToday.click();
  await expect(page).toHaveURL(/due=today/);
  const row = page.getByRole('link', { name: lead.name }).filter({ visible: true });
  await expect(row).toBeVisible();
  await expect(
    page.getByText(`Próximo passo: ${todayTyped()} · Ligar para apresentar o WMS`).filter({
      visible: true,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
