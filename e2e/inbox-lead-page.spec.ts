import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, tabTo } from './accessibility';
import { type InboxServer, inboxPassword } from './inbox-server';
import { test } from './inbox-server-test';
import { signInThroughForm } from './inbox-sign-in';

/**
 * A lead's page in the sales inbox, on a server of the worker's own: correcting one's own note
 * (by keyboard alone at desktop width; the counter and the message at the limit, the text kept,
 * never cut), a new lead unread until opened, and previous/next through the view keeping its
 * filter, at 390 and 1280 px. axe on every state.
 */
test.describe.configure({ timeout: 150_000 });

async function openNewLead(page: Page, server: InboxServer) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const lead = {
    firstName: 'Nara',
    lastName: `Notas${stamp}`,
    email: `notas.${stamp}@example.com`,
    phone: `11 9${String(Date.now()).slice(-8)}`,
    message: 'Quero uma demonstração do WMS.',
  };
  const sent = await page.request.post('/contacts/send', {
    data: lead,
    headers: { 'user-agent': `e2e-notes-${stamp}` },
  });
  expect(sent.status()).toBe(200);
  const email = await server.addAccount('notas', 'Carla Vendas');
  await page.goto('/inbox');
  await signInThroughForm(page, email, inboxPassword);
  await expect(
    page.getByRole('heading', { name: 'Contatos', level: 1, exact: true }),
  ).toBeVisible();
  const name = `${lead.firstName} ${lead.lastName}`;
  return { name, link: page.getByRole('link', { name }).filter({ visible: true }) };
}

test('corrects a note just written, by keyboard alone', async ({ page, server, isMobile }) => {
  test.skip(isMobile, 'a keyboard journey');
  const { name, link } = await openNewLead(page, server);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await tabTo(page, page.getByLabel('Nova nota'));
  await page.keyboard.type('Ligar na segunda');
  await tabTo(page, page.getByRole('button', { name: 'Adicionar nota' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ligar na segunda')).toBeVisible();

  const edit = page.getByRole('button', { name: /^Editar a nota de / });
  await tabTo(page, edit, { backwards: true });
  await page.keyboard.press('Enter');
  const box = page.getByLabel('Texto da nota');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Ligar na segunda');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Ligar na terça');
  await tabTo(page, page.getByRole('button', { name: 'Salvar nota' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nota salva.')).toBeVisible();
  await expect(page.getByText('Ligar na terça')).toBeVisible();
  await expect(page.getByText(/· editada em /)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a correction past the limit is told at its field and nothing typed is cut', async ({
  page,
  server,
}) => {
  const { name, link } = await openNewLead(page, server);
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByLabel('Nova nota').fill('Proposta enviada');
  await page.getByRole('button', { name: 'Adicionar nota' }).click();
  await page.getByRole('button', { name: /^Editar a nota de / }).click();
  const box = page.getByLabel('Texto da nota');
  const long = 'a'.repeat(5_003);
  await box.fill(long);
  await expect(page.getByText('5.003 de 5.000 caracteres')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar nota' }).click();
  await expect(
    page.getByText(
      /A nota tem no máximo 5\.000 caracteres: encurte o texto ou divida-o em duas notas\./,
    ),
  ).toBeVisible();
  await expect(box).toHaveValue(long);
  await expect(box).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Proposta enviada', { exact: true })).toBeVisible();
});

test('a new lead is unread until opened, and previous and next walk the view keeping its filter', async ({
  page,
  server,
}) => {
  const tag = `Vista${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const names: string[] = [];
  for (const [index, firstName] of ['Olga', 'Nina'].entries()) {
    const stamp = `${tag}${index}`;
    const sent = await page.request.post('/contacts/send', {
      data: {
        firstName,
        lastName: tag,
        email: `${stamp}@example.com`.toLowerCase(),
        phone: `11 9${String(Date.now() + index).slice(-8)}`,
        message: 'Quero uma demonstração do WMS.',
      },
      headers: { 'user-agent': `e2e-reading-${stamp}` },
    });
    expect(sent.status()).toBe(200);
    names.push(`${firstName} ${tag}`);
  }
  const [older = '', newer = ''] = names;
  const email = await server.addAccount('leitura', 'Carla Vendas');
  await page.goto(`/inbox?q=${tag}`);
  await signInThroughForm(page, email, inboxPassword);

  const newerLink = page.getByRole('link', { name: newer }).filter({ visible: true });
  await expect(newerLink).toHaveAccessibleName(`${newer} (não lido)`);
  await expect(newerLink).toHaveCSS('font-weight', '800');
  await expectNoAxeViolations(page);

  await tabTo(page, newerLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: newer, level: 1 })).toBeVisible();
  const around = page.getByRole('navigation', { name: 'Contatos desta lista' });
  const next = around.getByRole('link', { name: `Próximo: ${older}` });
  await expect(next).toBeVisible();
  await expect(around.getByRole('link', { name: /^Anterior/ })).toHaveCount(0);
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: older, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(around.getByRole('link', { name: `Anterior: ${newer}` })).toBeVisible();
  await expect(around.getByRole('link', { name: /^Próximo/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tabTo(page, around.getByRole('link', { name: 'Voltar à lista' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/inbox\\?q=${tag}`));
  await expect(
    page.getByRole('link', { name: newer }).filter({ visible: true }),
  ).toHaveAccessibleName(newer);
  await expect(
    page.getByRole('link', { name: older }).filter({ visible: true }),
  ).toHaveAccessibleName(older);
});
