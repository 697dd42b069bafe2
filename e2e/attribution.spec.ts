import { e2eAdminToken } from '../playwright.config';
import { aVisitor, contactForm, expectToast } from './contact-helpers';
import { expect, test } from './fixtures';

/**
 * Marketing's question, end to end: a visit from a newsletter campaign that becomes a lead is
 * stored with that campaign, and GET /api/insights counts the visit and the lead under it.
 * The campaign name and the browser are this run's own: every e2e test shares one loopback
 * IP, and a visit is a visitor (IP + browser) until it has been idle for 30 minutes.
 */
const campaign = `nov-${Date.now().toString(36)}`;
test.use({
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.${Date.now() % 10_000}.0 Safari/537.36`,
});

const auth = { Authorization: `Bearer ${e2eAdminToken}` };
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
  new Date(),
);

test('a campaign visit that becomes a lead is stored and counted under its source', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'one journey is enough: the counts are shared by both viewports');
  const pageview = page.waitForResponse(
    (response) => response.url().endsWith('/api/event') && response.status() === 202,
  );
  await page.goto(`/?utm_source=Newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await pageview;

  await page.goto('/contact');
  const form = contactForm(page, 'pt');
  await form.ready();
  const visitor = aVisitor('attribution');
  await form.fill(visitor);
  await form.submit.click();
  await expectToast(page, 'pt', 'success');

  const leads = await (await request.get('/api/leads', { headers: auth })).json();
  const lead = leads.find((row: { email: string }) => row.email === visitor.email);
  expect(lead.attribution).toMatchObject({
    source: 'newsletter',
    medium: 'email',
    campaign,
    landingPage: '/',
  });

  const insights = await (
    await request.get(`/api/insights?from=${today}&to=${today}`, { headers: auth })
  ).json();
  const row = insights.bySource.find(
    (entry: { source: string; campaign: string | null }) => entry.campaign === campaign,
  );
  expect(row).toMatchObject({
    source: 'newsletter',
    medium: 'email',
    visits: 1,
    leads: 1,
    leadVisits: 1,
    conversionRate: 1,
  });
});
