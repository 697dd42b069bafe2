import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { test } from './inbox-server-test';
import { signInThroughForm } from './inbox-sign-in';

/**
 * The screens follow the account's roles (decision 371), on a server of the worker's own: a
 * marketing account lands on the insights and has no leads list nor LGPD requests in its
 * navigation; a typed address of a screen outside its roles says why, in either language.
 * It signs in through the form: where a sign-in lands is what it tests.
 */
test.describe.configure({ timeout: 150_000 });

test('marketing sees the insights only, and a screen outside its roles explains itself', async ({
  page,
  server,
}) => {
  const email = await server.addAccount('marketing', 'Mara Marketing', 'marketing');
  await page.goto('/inbox');
  await signInThroughForm(page, email);

  await expect(page).toHaveURL(/\/inbox\/insights$/);
  const nav = page.getByRole('navigation', { name: 'Seções da caixa de contatos' });
  await expect(nav.getByRole('link')).toHaveText(['Resultados', 'Conteúdo do site']);
  await expect(page.getByText('Papéis: Marketing')).toBeVisible();

  await page.goto('/inbox/privacy-requests');
  await expect(
    page.getByRole('heading', { name: 'Esta tela não faz parte dos seus papéis' }),
  ).toBeVisible();
  await expect(page.getByText('Seus papéis (Marketing) não incluem esta tela.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(
    page.getByRole('heading', { name: 'This screen is not part of your roles' }),
  ).toBeVisible();

  // The server refuses the same whatever the page shows.
  const leads = await page.request.get('/api/inbox/leads');
  expect(leads.status()).toBe(403);
  expect(await leads.json()).toEqual({ error: 'forbidden', permission: 'leads:work' });
});
