import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { signedInTest as test } from './inbox-server-test';
import { sendTestLead, uniqueStamp } from './test-leads';

/**
 * The same person writing twice, on a server of the worker's own: both leads are
 * listed, the later one marked and linked to the earlier, and the view's count of new leads
 * counts the person once, in both languages (decision 280); axe on the state. The test starts
 * signed in as the worker's salesperson.
 */
test.describe.configure({ timeout: 150_000 });

test('lists both leads of one person, marked, and counts the person once among the new', async ({
  page,
}) => {
  // Short messages with a word of this test's own, to find its leads and nothing else.
  const word = `pedido${uniqueStamp().text}`;
  const first = await sendTestLead(page.request, 'Dup', { message: `Frete ${word}` });
  const again = await sendTestLead(page.request, 'Dup', {
    message: `De novo ${word}`,
    email: first.email.toUpperCase(),
  });
  const olga = await sendTestLead(page.request, 'Outra', {
    firstName: 'Olga',
    message: `Cotação ${word}`,
  });
  await page.goto(`/inbox?q=${word}`);
  await expect(page.getByRole('heading', { name: 'Contatos', level: 1 })).toBeVisible();
  const listed = async () => {
    // Her first lead's row and, on her second's row, the mark's link to it.
    await expect(
      page.getByRole('link', { name: first.name }).filter({ visible: true }),
    ).toHaveCount(2);
    await expect(
      page.getByRole('link', { name: again.name }).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(page.getByRole('link', { name: olga.name }).filter({ visible: true })).toHaveCount(
      1,
    );
    await expect(
      page.getByText('Mesma pessoa de um contato anterior:').filter({ visible: true }),
    ).toHaveCount(1);
  };
  await listed();
  await expect(page.getByRole('link', { name: 'Todos 3' })).toBeVisible();
  const newPeople = page.getByRole('link', { name: 'Novos: 2 pessoas' });
  await expect(newPeople).toBeVisible();
  await expectNoAxeViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`new-people-${width}.png`) });

  // Her new leads, both listed; the count still one person each.
  await newPeople.click();
  await expect(page).toHaveURL(/status=new/);
  await expect(newPeople).toHaveAttribute('aria-current', 'page');
  await listed();

  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('link', { name: 'New: 2 people' })).toBeVisible();
});
