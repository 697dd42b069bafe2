import { brand } from '@contract/brand';
import { currentPrivacyNoticeVersion } from '@contract/lgpd';
import { e2eAdminToken } from '../playwright.config';
import { aVisitor, contactForm, expectToast } from './contact-helpers';
import { expect, test } from './fixtures';

/** LGPD proof: who answers for the data, each right, and the proof on each lead. */
// Texts and stored proof, not layout: checked once, in the desktop project.
test.skip(({ isMobile }) => isMobile, 'the same at every width');

for (const { path, heading, officer, right } of [
  {
    path: '/privacidade',
    heading: 'Quem cuida dos seus dados',
    officer: 'Encarregada pelo tratamento de dados (DPO)',
    right: 'Apagar os seus dados',
  },
  {
    path: '/en/privacy',
    heading: 'Who looks after your data',
    officer: 'Data protection officer (encarregada)',
    right: 'Erase your data',
  },
]) {
  test(`${path}: names the controller and the data protection officer, and lists each right`, async ({
    page,
  }) => {
    await page.goto(path);
    const section = page.getByRole('region', { name: heading });
    await expect(section).toContainText(brand.controller.legalName);
    await expect(section).toContainText(brand.controller.cnpj);
    await expect(
      section.getByRole('definition').filter({ hasText: brand.dataProtectionOfficer.name }),
    ).toBeVisible();
    await expect(section.getByRole('term').filter({ hasText: officer })).toBeVisible();
    await expect(
      section.getByRole('link', { name: brand.dataProtectionOfficer.email }),
    ).toHaveAttribute('href', `mailto:${brand.dataProtectionOfficer.email}`);
    const rights = page.getByRole('listitem').filter({ hasText: right });
    await expect(rights).toHaveCount(1);
  });
}

test('a sent lead keeps its legal basis and the version of the notice the form showed', {
  tag: '@real-api',
}, async ({ page, request }) => {
  await page.goto('/contact');
  const form = contactForm(page, 'pt');
  await form.ready();
  const visitor = aVisitor('lgpd');
  await form.fill(visitor);
  await form.submit.click();
  await expectToast(page, 'pt', 'success');
  const response = await request.get('/api/leads?limit=10000', {
    headers: { Authorization: `Bearer ${e2eAdminToken}` },
  });
  const leads = (await response.json()) as { email: string }[];
  expect(leads.filter((lead) => lead.email === visitor.email)).toEqual([
    expect.objectContaining({
      legalBasis: 'legitimate_interest',
      privacyNoticeVersion: currentPrivacyNoticeVersion,
    }),
  ]);
});
