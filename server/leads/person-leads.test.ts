/**
 * A privacy request takes the person, not one address (decision 325), and a correction request
 * edits the lead (decision 326), through the inbox's routes, on the embedded database and on
 * PostgreSQL: the person's leads listed (by e-mail, and by phone compared by its digits), the
 * access file holding the same set, the erasure erasing exactly the listed leads still theirs
 * (lead.deleted for each), and a correction checked by the contact form's rules, audited by
 * field names only; each refused for an unverified request, and for a role without
 * privacy:handle.
 */
import { randomBytes } from 'node:crypto';
import { addUser } from '@server/accounts/users';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxEmail, anInboxUser, inboxPassword, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A phone no other lead of the run has, written two ways: the digits are what count. */
function aPhone() {
  const digits = String(randomBytes(4).readUInt32BE()).padStart(8, '0').slice(-8);
  return {
    spaced: `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`,
    plain: `+55 119${digits}`.replace('+55 ', ''),
  };
}

describe.each(backends)('the person of a privacy request on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let officer: Awaited<ReturnType<typeof signIn>>;
  const db = () => opened.database.db;

  const get = (url: string, as = officer) => app.inject({ url, headers: as.read });
  const post = (url: string, payload: object = {}, as = officer) =>
    app.inject({ method: 'POST', url, payload, headers: as.write });

  const lead = async (fields: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      payload: aContact(fields),
    });
    expect(response.statusCode).toBe(200);
    return response.json()[0].id as string;
  };

  const request = async (email: string, kind: string, verified = true) => {
    const row = await db()
      .insertInto('privacy_requests')
      .values({
        email,
        kind: kind as 'erasure',
        language: 'pt',
        verified_at: verified ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig({
        LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
        LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64')}`,
      }),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    const account = await addUser(db(), {
      email: anInboxEmail(),
      password: inboxPassword,
      roles: ['privacy'],
    });
    officer = await signIn(app, { email: account.email, password: inboxPassword });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('lists the leads of the e-mail and of its phone, hands over the same set and erases exactly the listed', async () => {
      const phone = aPhone();
      const email = aContact().email;
      const byEmail = await lead({ email, phone: phone.spaced, company: 'Frota Sul' });
      // The same phone, written otherwise, under another address: the same person.
      const byPhone = await lead({
        email: aContact().email,
        phone: phone.plain,
        firstName: 'Aninha',
      });
      // Someone else: another phone, another address.
      const stranger = await lead({ phone: aPhone().spaced });
      const erasure = await request(email.toUpperCase(), 'erasure');

      const listed = await get(`/api/inbox/privacy-requests/${erasure}/leads`);
      expect(listed.statusCode).toBe(200);
      const leads = listed.json().leads as { id: string; matchedBy: string; fields: object }[];
      expect(leads.map((item) => [item.id, item.matchedBy])).toEqual([
        [byEmail, 'email'],
        [byPhone, 'phone'],
      ]);
      expect(leads[0]?.fields).toMatchObject({ email, company: 'Frota Sul' });
      // The list counts the person too.
      const item = (await get('/api/inbox/privacy-requests'))
        .json()
        .requests.find((entry: { id: string }) => entry.id === erasure);
      expect(item.leads).toBe(2);

      // The access file holds the same two, saying how each is theirs.
      const access = await request(email, 'access');
      const file = (await get(`/api/inbox/privacy-requests/${access}/data.json`)).json();
      expect(
        file.leads.map((entry: { id: string; matchedBy: string }) => [entry.id, entry.matchedBy]),
      ).toEqual([
        [byEmail, 'email'],
        [byPhone, 'phone'],
      ]);

      // A lead arriving after the list (the same phone again) is not erased without being seen.
      const later = await lead({ email: aContact().email, phone: phone.spaced });
      expect((await post(`/api/inbox/privacy-requests/${erasure}/erase`)).statusCode).toBe(400);
      const erased = await post(`/api/inbox/privacy-requests/${erasure}/erase`, {
        leadIds: [...leads.map((entry) => entry.id), stranger],
      });
      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toEqual({ deleted: 2, skipped: 1, unlisted: 1 });
      const left = await db()
        .selectFrom('leads')
        .select('id')
        .where('id', 'in', [byEmail, byPhone, stranger, later])
        .execute();
      expect(left.map((row) => row.id).sort()).toEqual([stranger, later].sort());
      // The CRM is told of each erased lead.
      const deletions = await db()
        .selectFrom('outbox')
        .select('lead_id')
        .where('event', '=', 'lead.deleted')
        .where('lead_id', 'in', [byEmail, byPhone, stranger])
        .execute();
      expect(deletions.map((row) => row.lead_id).sort()).toEqual([byEmail, byPhone].sort());
      // The second look lists what was left, and erases it.
      const again = (await get(`/api/inbox/privacy-requests/${erasure}/leads`)).json().leads;
      expect(again.map((entry: { id: string }) => entry.id)).toEqual([]);
      const audit = await db()
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'privacy_request_erasure')
        .execute();
      expect(
        audit.map((row) =>
          typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
        ),
      ).toContainEqual({
        requestId: erasure,
        deleted: 2,
        skipped: 1,
        unlisted: 1,
      });
    });

    it('corrects a lead of the person by the contact form’s rules, audited by field names, noted on the request', async () => {
      const phone = aPhone();
      const email = aContact().email;
      const own = await lead({ email, phone: phone.spaced, lastName: 'Sousa' });
      const other = await lead({ phone: aPhone().spaced });
      const correction = await request(email, 'correction');
      const [found] = (await get(`/api/inbox/privacy-requests/${correction}/leads`)).json().leads;
      // As the form sends them: an empty optional field is empty text.
      const listed = {
        fields: {
          ...found.fields,
          company: found.fields.company ?? '',
          cnpj: found.fields.cnpj ?? '',
        },
      };
      const url = `/api/inbox/privacy-requests/${correction}/leads/${own}/correct`;

      const invalid = await post(url, { ...listed.fields, lastName: 'S', phone: 'sem telefone' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        error: 'validation',
        fields: {
          lastName: 'Last name must be at least 2 characters',
          phone: 'Enter the phone with its area code',
        },
      });
      const corrected = await post(url, {
        ...listed.fields,
        lastName: ' Souza ',
        company: 'Transportes Souza',
      });
      expect(corrected.statusCode).toBe(200);
      expect(corrected.json()).toEqual({ changed: ['lastName', 'company'] });
      expect(
        await db()
          .selectFrom('leads')
          .select(['last_name', 'company', 'version'])
          .where('id', '=', own)
          .executeTakeFirst(),
      ).toEqual({ last_name: 'Souza', company: 'Transportes Souza', version: 2 });
      // Emptied, the company is not given.
      expect(
        (await post(url, { ...listed.fields, lastName: 'Souza', company: '' })).json(),
      ).toEqual({
        changed: ['company'],
      });

      const item = (await get('/api/inbox/privacy-requests'))
        .json()
        .requests.find((entry: { id: string }) => entry.id === correction);
      expect(item).toMatchObject({
        outcome: 'corrected',
        correctedAt: expect.any(String),
        correctedFields: ['company', 'lastName'],
        answeredAt: null,
      });
      const audit = await db()
        .selectFrom('audit_log')
        .select(['lead_id', 'details'])
        .where('action', '=', 'privacy_request_correction')
        .where('lead_id', '=', own)
        .orderBy('id')
        .execute();
      const details = audit.map((row) =>
        typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
      );
      expect(details).toEqual([
        { requestId: correction, fields: ['lastName', 'company'] },
        { requestId: correction, fields: ['company'] },
      ]);
      expect(JSON.stringify(details)).not.toContain('Souza');

      // Not the person's lead: as if it did not exist.
      expect(
        (
          await post(
            `/api/inbox/privacy-requests/${correction}/leads/${other}/correct`,
            listed.fields,
          )
        ).statusCode,
      ).toBe(404);
      // Another kind of request does not correct; an unverified one does nothing at all.
      const erasure = await request(email, 'erasure');
      const wrongKind = await post(
        `/api/inbox/privacy-requests/${erasure}/leads/${own}/correct`,
        listed.fields,
      );
      expect(wrongKind.statusCode).toBe(409);
      expect(wrongKind.json()).toEqual({ error: 'kind_mismatch' });
      const unverified = await request(email, 'correction', false);
      for (const response of [
        await post(`/api/inbox/privacy-requests/${unverified}/leads/${own}/correct`, listed.fields),
        await get(`/api/inbox/privacy-requests/${unverified}/leads`),
        await post(`/api/inbox/privacy-requests/${await request(email, 'erasure', false)}/erase`, {
          leadIds: [own],
        }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: 'unverified' });
      }
      expect(
        await db().selectFrom('leads').select('id').where('id', '=', own).execute(),
      ).toHaveLength(1);
    });

    it('refuses sales and marketing', async () => {
      const correction = await request(aContact().email, 'correction');
      for (const role of ['sales', 'marketing'] as const) {
        const account = await addUser(db(), {
          email: anInboxEmail(),
          password: inboxPassword,
          roles: [role],
        });
        const session = await signIn(app, { email: account.email, password: inboxPassword });
        for (const response of [
          await get(`/api/inbox/privacy-requests/${correction}/leads`, session),
          await post(`/api/inbox/privacy-requests/${correction}/erase`, { leadIds: [] }, session),
          await post(
            `/api/inbox/privacy-requests/${correction}/leads/${correction}/correct`,
            {},
            session,
          ),
        ]) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ error: 'forbidden', permission: 'privacy:handle' });
        }
      }
      // The admin holds every permission.
      const admin = await signIn(app, await anInboxUser(db()));
      expect((await get(`/api/inbox/privacy-requests/${correction}/leads`, admin)).statusCode).toBe(
        200,
      );
      await sql`select 1`.execute(db());
    });
  });
});
