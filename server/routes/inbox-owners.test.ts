/**
 * Owners of leads through the inbox API: assigning, reassigning and unassigning one lead (a
 * versioned change, in the audit log), the views Mine / Unassigned / All with their counts,
 * and the turn (round-robin) that gives new leads to the accounts taking them, on the
 * embedded database and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

describe.each(backends)('owners of leads on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let carla: SignedIn;
  let diego: SignedIn;
  let carlaUser: { id: string; email: string };
  let diegoUser: { id: string; email: string };
  const db = () => opened.database.db;

  const get = (url: string, who: SignedIn = carla) => app.inject({ url, headers: who.read });
  const post = (url: string, payload: unknown, who: SignedIn = carla) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: who.write });
  const ids = async (url: string, who: SignedIn = carla) =>
    ((await get(url, who)).json() as { leads: { id: string }[] }).leads.map((lead) => lead.id);

  /** A lead as the contact form sends it; its id. */
  async function sendLead(firstName = 'Ana') {
    const response = await app.inject({
      method: 'POST',
      url: '/contacts/send',
      payload: aContact({ firstName }),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: string }[])[0]?.id ?? '';
  }

  const ownerOf = async (id: string) =>
    (
      await db()
        .selectFrom('leads')
        .select('owner_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).owner_id;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    carlaUser = await anInboxUser(db(), 'Carla Vendas');
    diegoUser = await anInboxUser(db(), 'Diego');
    carla = await signIn(app, { email: carlaUser.email, password: 'correct horse battery' });
    diego = await signIn(app, { email: diegoUser.email, password: 'correct horse battery' });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  beforeEach(async () => {
    if (!backend.available) return;
    await db().deleteFrom('leads').execute();
    await db().deleteFrom('audit_log').execute();
    await db().updateTable('users').set({ takes_leads: false, last_assigned_at: null }).execute();
  });

  describe.skipIf(!backend.available)('', () => {
    it('assigns, reassigns and unassigns a lead, each a new version in the audit log', async () => {
      const id = await sendLead();
      const assigned = await post(`/api/inbox/leads/${id}/owner`, {
        ownerId: carlaUser.id,
        version: 1,
      });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json()).toMatchObject({
        lead: {
          version: 2,
          owner: { id: carlaUser.id, email: carlaUser.email, name: 'Carla Vendas' },
        },
      });
      const reassigned = await post(
        `/api/inbox/leads/${id}/owner`,
        { ownerId: diegoUser.id, version: 2 },
        diego,
      );
      expect(reassigned.json()).toMatchObject({
        lead: { version: 3, owner: { id: diegoUser.id } },
      });
      const unassigned = await post(`/api/inbox/leads/${id}/owner`, { ownerId: null, version: 3 });
      expect(unassigned.json()).toMatchObject({ lead: { version: 4, owner: null } });
      // The owner it has already: no change.
      const same = await post(`/api/inbox/leads/${id}/owner`, { ownerId: null, version: 4 });
      expect(same.json()).toMatchObject({ lead: { version: 4 } });

      const audit = (await get(`/api/inbox/audit?leadId=${id}&action=owner_changed`)).json() as {
        entries: { actor: string; details: object; leadName: string | null }[];
      };
      // Named by its person, read from the lead.
      expect(audit.entries.every((entry) => entry.leadName === 'Ana Souza')).toBe(true);
      expect(audit.entries.map(({ actor, details }) => ({ actor, details }))).toEqual([
        { actor: carlaUser.email, details: { from: diegoUser.email, to: null } },
        { actor: diegoUser.email, details: { from: carlaUser.email, to: diegoUser.email } },
        { actor: carlaUser.email, details: { from: null, to: carlaUser.email } },
      ]);
    });

    it('answers 409 with the lead as it is now to an assignment at an old version', async () => {
      const id = await sendLead();
      await post(`/api/inbox/leads/${id}/owner`, { ownerId: carlaUser.id, version: 1 });
      const late = await post(
        `/api/inbox/leads/${id}/owner`,
        { ownerId: diegoUser.id, version: 1 },
        diego,
      );
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        error: 'conflict',
        lead: { owner: { id: carlaUser.id } },
      });
      expect(await ownerOf(id)).toBe(carlaUser.id);
    });

    it('answers 400 to an account that does not exist and 404 to an unknown lead', async () => {
      const id = await sendLead();
      const nobody = await post(`/api/inbox/leads/${id}/owner`, {
        ownerId: randomUUID(),
        version: 1,
      });
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json()).toMatchObject({
        error: 'validation',
        fields: { ownerId: expect.any(String) },
      });
      const malformed = await post(`/api/inbox/leads/${id}/owner`, {
        ownerId: 'carla',
        version: 1,
      });
      expect(malformed.statusCode).toBe(400);
      const missing = await post(`/api/inbox/leads/${randomUUID()}/owner`, {
        ownerId: null,
        version: 1,
      });
      expect(missing.statusCode).toBe(404);
      expect(await ownerOf(id)).toBeNull();
    });

    it('shows Mine, Unassigned and All, each with its count under the rest of the filter', async () => {
      const [mine, diegos, nobodys, spam] = [
        await sendLead('Mia'),
        await sendLead('Dora'),
        await sendLead('Nina'),
        await sendLead('Sam'),
      ];
      await post(`/api/inbox/leads/${mine}/owner`, { ownerId: carlaUser.id, version: 1 });
      await post(`/api/inbox/leads/${diegos}/owner`, { ownerId: diegoUser.id, version: 1 });
      await post(`/api/inbox/leads/${spam}/status`, { status: 'spam', version: 1 });

      expect(await ids('/api/inbox/leads?owner=me')).toEqual([mine]);
      expect(await ids('/api/inbox/leads?owner=me', diego)).toEqual([diegos]);
      // Spam is in its folder, in no other view (decision 245).
      expect(await ids('/api/inbox/leads?owner=none')).toEqual([nobodys]);
      expect(await ids('/api/inbox/leads')).toEqual([nobodys, diegos, mine]);
      expect(await ids('/api/inbox/leads?owner=none&folder=spam')).toEqual([spam]);
      expect((await get('/api/inbox/leads/counts')).json()).toMatchObject({
        all: 3,
        mine: 1,
        unassigned: 1,
        spam: 1,
      });
      // The view itself does not narrow the counts; the other filters do.
      expect((await get('/api/inbox/leads/counts?owner=me&status=new')).json()).toMatchObject({
        all: 3,
        mine: 1,
        unassigned: 1,
      });
      expect((await get('/api/inbox/leads?owner=someone')).statusCode).toBe(400);
    });

    it('keeps the language a person reads the inbox in for their mails, and only theirs', async () => {
      const languageOf = async (id: string) =>
        (
          await db()
            .selectFrom('users')
            .select('language')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).language;
      const chosen = await post('/api/inbox/accounts/me/language', { language: 'en' }, diego);
      expect(chosen.json()).toEqual({ language: 'en' });
      expect(await languageOf(diegoUser.id)).toBe('en');
      expect(await languageOf(carlaUser.id)).toBe('pt');
      const refused = await post('/api/inbox/accounts/me/language', { language: 'fr' }, diego);
      expect(refused.statusCode).toBe(400);
      expect(await languageOf(diegoUser.id)).toBe('en');
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/inbox/accounts/me/language',
        payload: { language: 'pt' },
      });
      expect(anonymous.statusCode).toBe(401);
      await post('/api/inbox/accounts/me/language', { language: 'pt' }, diego);
      expect(await languageOf(diegoUser.id)).toBe('pt');
    });

    it('gives new leads in turn to the accounts taking them, and to nobody while none does', async () => {
      const before = await sendLead();
      expect(await ownerOf(before)).toBeNull();

      for (const who of [carla, diego]) {
        const joined = await post('/api/inbox/accounts/me/takes-leads', { takesLeads: true }, who);
        expect(joined.json()).toMatchObject({ account: { takesLeads: true } });
      }
      const owners = [];
      for (let index = 0; index < 4; index++) owners.push(await ownerOf(await sendLead()));
      // Each account in turn: two each, alternating.
      expect(new Set(owners.slice(0, 2))).toEqual(new Set([carlaUser.id, diegoUser.id]));
      expect(owners.slice(2)).toEqual(owners.slice(0, 2));

      await post('/api/inbox/accounts/me/takes-leads', { takesLeads: false }, diego);
      expect(await ownerOf(await sendLead())).toBe(carlaUser.id);
      expect(await ownerOf(await sendLead())).toBe(carlaUser.id);

      const accounts = (await get('/api/inbox/accounts')).json() as {
        accounts: { email: string; takesLeads: boolean }[];
      };
      expect(accounts.accounts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: carlaUser.email, takesLeads: true }),
          expect.objectContaining({ email: diegoUser.email, takesLeads: false }),
        ]),
      );
      const turn = (await get('/api/inbox/audit?action=owner_changed')).json() as {
        entries: { actor: string | null; details: { roundRobin?: boolean } }[];
      };
      expect(turn.entries).toHaveLength(6);
      expect(turn.entries.every((entry) => entry.actor === null && entry.details.roundRobin)).toBe(
        true,
      );
      const toggles = (await get('/api/inbox/audit?action=takes_leads_changed')).json() as {
        entries: { details: object }[];
      };
      expect(toggles.entries.map((entry) => entry.details)).toEqual([
        { takesLeads: false },
        { takesLeads: true },
        { takesLeads: true },
      ]);
    });

    it('leaves the leads of a removed account unassigned', async () => {
      const gone = await anInboxUser(db(), 'Temporário');
      const id = await sendLead();
      await post(`/api/inbox/leads/${id}/owner`, { ownerId: gone.id, version: 1 });
      await db().deleteFrom('users').where('id', '=', gone.id).execute();
      expect(await ids('/api/inbox/leads?owner=none')).toEqual([id]);
    });
  });
});
