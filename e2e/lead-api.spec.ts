import { e2eAdminToken } from '../playwright.config';
import { expect, test } from './fixtures';

/**
 * The built server (`node dist/server/main.js`) takes leads and gives them to the sales team:
 * the bundled API, its embedded database and its migrations work outside the tests' tsx.
 */
// The API alone, no page, the same at every width: run once (playwright.config.ts).
test.describe('lead API of the built server', { tag: '@server-answer' }, () => {
  test('stores a sent lead and lists it to the admin token only', async ({ request }, testInfo) => {
    const email = `e2e.${testInfo.project.name}.${Date.now()}@example.com`;
    const sent = await request.post('/contacts/send', {
      data: {
        firstName: 'Ana',
        lastName: 'Souza',
        email,
        phone: '11 99999-8888',
        message: 'Quero conhecer o TMS.',
      },
      headers: { 'Idempotency-Key': `e2e-${email}` },
    });
    expect(sent.status()).toBe(200);
    const [{ status, id }] = await sent.json();
    expect(status).toBe('MSG ENVIADA');

    expect((await request.get('/api/leads')).status()).toBe(401);
    const listed = await request.get('/api/leads?limit=10000', {
      headers: { Authorization: `Bearer ${e2eAdminToken}` },
    });
    const leads: { id: string; email: string }[] = await listed.json();
    expect(leads.find((lead) => lead.id === id)?.email).toBe(email);
  });

  test('is ready: the database answers', async ({ request }) => {
    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
