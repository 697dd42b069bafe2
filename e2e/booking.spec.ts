import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { signedInTest as test } from './inbox-server-test';

/**
 * Booking a demo (decision 474) on a server of the worker's own, its salesperson (Carla
 * Vendas) offering demos: the list of free slots by day, one form POST, the confirmation; in
 * Portuguese without JavaScript, in English with it (the page moves to the browser's zone);
 * the second visitor of a slot told "just taken" with the next ones; axe on the list and the
 * confirmation (axe needs the page's script, so the journey without it is not checked by axe).
 */
test.describe.configure({ timeout: 120_000 });

async function offerDemos(request: APIRequestContext) {
  const session = await request.get('/api/inbox/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const saved = await request.post('/api/inbox/booking/settings', {
    headers: { 'x-csrf-token': csrfToken },
    data: { offersDemos: true, rules: { noticeMinutes: 0, dailyMaximum: 40 } },
  });
  expect(saved.status()).toBe(200);
}

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

async function book(
  page: Page,
  slotIndex: number,
  labels: { name: string; email: string; book: string },
) {
  const slot = page.getByRole('radio').nth(slotIndex);
  const start = await slot.getAttribute('value');
  await slot.check();
  await page.getByLabel(labels.name).fill('Ana Souza');
  await page.getByLabel(labels.email).fill(`ana.${unique()}@example.com`);
  await page.getByRole('button', { name: labels.book }).click();
  return start;
}

test.describe('without JavaScript, in Portuguese', () => {
  test.use({ javaScriptEnabled: false });

  test('lists the free slots by day, books with one POST, and tells the next visitor it was taken', async ({
    page,
    browser,
  }) => {
    await offerDemos(page.request);
    await page.goto('/agendar?tz=America/Sao_Paulo');
    await expect(
      page.getByRole('heading', { name: 'Agende sua demonstração', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Horários livres' })).toBeVisible();

    // A second visitor opens the same list before the first books.
    const other = await browser.newPage({ javaScriptEnabled: false });
    await other.goto(`${new URL(page.url()).origin}/agendar?tz=America/Sao_Paulo`);

    const start = await book(page, 0, {
      name: 'Seu nome',
      email: 'Seu e-mail',
      book: 'Agendar demonstração',
    });
    await expect(page.getByRole('status')).toContainText('Demonstração marcada para');

    await expect(other.locator(`input[value="${start}"]`)).toHaveCount(1);
    await book(other, 0, { name: 'Seu nome', email: 'Seu e-mail', book: 'Agendar demonstração' });
    await expect(other.getByRole('alert')).toContainText('Esse horário acabou de ser reservado');
    await expect(other.locator(`input[value="${start}"]`)).toHaveCount(0);
    await expect(other.getByLabel('Seu nome')).toHaveValue('Ana Souza');
    await other.close();
  });
});

test.describe('with JavaScript, in English', () => {
  test.use({ timezoneId: 'Europe/Lisbon' });

  test('shows the slots in the browser’s zone and books', async ({ page }) => {
    await offerDemos(page.request);
    await page.goto('/en/book');
    // The page's code moves a first visit to the browser's own zone.
    await expect(page).toHaveURL(/tz=Europe%2FLisbon/);
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');
    await expect(page.getByRole('heading', { name: 'Book your demo', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await book(page, 1, { name: 'Your name', email: 'Your e-mail', book: 'Book the demo' });
    await expect(page.getByRole('status')).toContainText('Demo booked for');
    await expect(page.getByRole('status')).toContainText('Europe/Lisbon');
    await expectNoAxeViolations(page);
  });
});
