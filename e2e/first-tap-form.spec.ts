import type { Page } from '@playwright/test';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { expect, gotoAsTheVisitorSeesIt, test } from './fixtures';

/**
 * On the contact page the form takes input from the first paint. Typed before the
 * page's code has run, the values survive hydration; sent before it, the browser posts the
 * form and the server answers with the page, which then comes alive as drawn.
 */

/** Holds the page's JavaScript back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The page's code (its page-view script is inline in the page: decision 270).
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await page.locator(hydrationMarkSelector('contactForm')).waitFor({ state: 'attached' });
  };
}

test('what is typed before the page’s code runs is still there once it has', async ({ page }) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/event')) events.push(JSON.parse(request.postData() ?? '{}').n);
  });
  const release = await holdScripts(page);
  await gotoAsTheVisitorSeesIt(page, '/en/contact', 'load');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Message').fill('Typed before hydration.');
  await release();
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  await expect(page.getByLabel('Message')).toHaveValue('Typed before hydration.');
  // The visitor started the form, though no input event reached its code (the funnel, 25.2).
  await expect.poll(() => events).toContain('form_started');
  // And the live form knows them: sending checks them and keeps them.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid');
});

test('sent before the page’s code runs, the form is answered by the server, and the answer comes alive', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await gotoAsTheVisitorSeesIt(page, '/en/contact', 'load');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Souza');
  await page.getByLabel('E-mail').fill('not an e-mail');
  await page.getByLabel('Phone').fill('11 99999-8888');
  await page.getByLabel('Message').fill('Sent before hydration.');
  await page.getByRole('button', { name: 'Send' }).click();
  const email = page.getByLabel('E-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Invalid e-mail');
  // The answer page hydrates what the server drew (the fixture fails on a mismatch) and works.
  await release();
  await expect(email).toHaveValue('not an e-mail');
  await email.fill('ana.before@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
  // Sent, the form is empty: not back to the values the server's answer put in it.
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(email).toHaveValue('');
  // And nothing of the server's old answer is left: no field is red again.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
});

test('corrected before the page’s code runs, a field the server refused starts as the visitor sees it', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await gotoAsTheVisitorSeesIt(page, '/contact', 'load');
  await page.getByLabel('Nome', { exact: true }).fill('Ana');
  await page.getByLabel('Sobrenome').fill('Souza');
  await page.getByLabel('E-mail').fill('sem arroba');
  await page.getByLabel('Telefone').fill('11 99999-8888');
  await page.getByLabel('Mensagem').fill('Enviado antes do código.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const email = page.getByLabel('E-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // Corrected on the answer page, before its code has run; then the code arrives.
  await email.fill('ana.corrigido@example.com');
  await release();
  await expect(email).toHaveValue('ana.corrigido@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada!' })).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
});
