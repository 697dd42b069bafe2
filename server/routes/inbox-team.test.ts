/**
 * The team run from the inbox (decision 375), on the embedded database and on PostgreSQL:
 * inviting (the mail's job queued, the link good once and for `invitationDays`, sending
 * again supersedes), accepting (the account gets the invitation's roles and is signed in),
 * roles (a live session follows at its next request; the last admin keeps theirs),
 * deactivating (sessions end at once, the owned leads go to the chosen account, the sign-in
 * is refused; never oneself) and reactivating, and each person's devices.
 */
import { randomUUID } from 'node:crypto';
import { invitationCode, inviteToTeam } from '@server/accounts/invitations';
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxEmail, anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const newPassword = 'a long new passphrase 42';

describe.each(backends)('the team screen on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let admin: SignedIn;
  let adminUser: { id: string; email: string };
  const db = () => opened.database.db;
  const get = (url: string, who: SignedIn | undefined = admin) =>
    app.inject({ url, headers: who?.read ?? {} });
  const post = (url: string, payload: unknown, who: SignedIn | undefined = admin) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: who?.write ?? {} });

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    adminUser = await anInboxUser(db(), 'Ana Admin');
    admin = await signIn(app, { email: adminUser.email, password: 'correct horse battery' });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  async function invite(email: string, roles = ['sales']) {
    const response = await post('/api/inbox/team/invitations', { email, roles, language: 'en' });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    return { id, code: await invitationCode(db(), id) };
  }

  const accept = (link: { id: string; code: string }, password = newPassword) =>
    app.inject({
      method: 'POST',
      url: '/api/inbox/invitation/accept',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36' },
      payload: { ...link, name: 'Bruno Novo', language: 'en', password },
    });

  const signedInFrom = (response: Awaited<ReturnType<typeof accept>>): SignedIn => {
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const { csrfToken } = response.json() as { csrfToken: string };
    return { cookie, csrfToken, read: { cookie }, write: { cookie, 'x-csrf-token': csrfToken } };
  };

  describe.skipIf(!backend.available)('', () => {
    it('invites, mails through the queue, and accepts once with the roles given', async () => {
      const email = anInboxEmail();
      const refused = await post('/api/inbox/team/invitations', {
        email: 'not an address',
        roles: [],
        language: 'pt',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toMatchObject({ email: 'invalid_email', roles: 'choose_role' });
      const taken = await post('/api/inbox/team/invitations', {
        email: adminUser.email.toUpperCase(),
        roles: ['sales'],
        language: 'pt',
      });
      expect(taken.json()).toEqual({ error: 'email_taken' });

      const link = await invite(email);
      const job = await db()
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'account_invitation')
        .where('key', '=', link.id)
        .executeTakeFirst();
      expect(job).toBeDefined();
      const team = (await get('/api/inbox/team')).json();
      expect(team.invitations).toContainEqual(
        expect.objectContaining({ email, roles: ['sales'], expired: false }),
      );

      const state = (query: string) => get(`/api/inbox/invitation?${query}`, undefined);
      expect((await state(`id=${link.id}&code=${link.code}`)).json()).toEqual({
        state: 'valid',
        email,
        language: 'en',
      });
      expect((await state(`id=${link.id}&code=${'0'.repeat(64)}`)).json()).toEqual({
        state: 'invalid',
      });

      const weak = await accept(link, 'short');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({ error: 'validation', fields: { password: 'weak_password' } });
      // Nothing was written: the link still opens.
      expect((await state(`id=${link.id}&code=${link.code}`)).json().state).toBe('valid');

      const accepted = await accept(link);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().user).toMatchObject({ email, name: 'Bruno Novo', roles: ['sales'] });
      const bruno = signedInFrom(accepted);
      expect((await get('/api/inbox/leads', bruno)).statusCode).toBe(200);
      expect((await get('/api/inbox/team', bruno)).statusCode).toBe(403);

      const again = await accept(link);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ error: 'invitation_used' });
      expect((await state(`id=${link.id}&code=${link.code}`)).json()).toEqual({ state: 'used' });
      const devices = (await get('/api/inbox/devices', bruno)).json().devices;
      expect(devices).toEqual([
        expect.objectContaining({ device: 'Chrome · Windows', current: true }),
      ]);
    });

    it('says an expired link expired, and sending again supersedes it', async () => {
      const email = anInboxEmail();
      const old = await inviteToTeam(db(), {
        email,
        roles: ['marketing'],
        language: 'pt',
        actor: adminUser,
        now: new Date(Date.now() - 8 * 24 * 3600_000),
      });
      const oldLink = { id: old.id, code: await invitationCode(db(), old.id) };
      expect((await accept(oldLink)).json()).toEqual({ error: 'invitation_expired' });
      const listed = (await get('/api/inbox/team')).json().invitations;
      expect(listed).toContainEqual(expect.objectContaining({ id: old.id, expired: true }));

      const resent = await post(`/api/inbox/team/invitations/${old.id}/resend`, {});
      expect(resent.statusCode).toBe(200);
      const fresh = resent.json().id as string;
      expect((await accept(oldLink)).json()).toEqual({ error: 'invitation_superseded' });
      const accepted = await accept({ id: fresh, code: await invitationCode(db(), fresh) });
      expect(accepted.json().user.roles).toEqual(['marketing']);
    });

    it('changes roles for a live session, keeps the last admin, deactivates and reactivates', async () => {
      const email = anInboxEmail();
      const bruno = signedInFrom(await accept(await invite(email)));
      const brunoId = (await get('/api/inbox/session', bruno)).json().user.id as string;

      // Roles: the live session follows at its next request.
      expect(
        (await post(`/api/inbox/team/accounts/${brunoId}/roles`, { roles: ['marketing'] }))
          .statusCode,
      ).toBe(200);
      expect((await get('/api/inbox/leads', bruno)).statusCode).toBe(403);
      expect(
        (await post(`/api/inbox/team/accounts/${brunoId}/roles`, { roles: ['sales'] })).statusCode,
      ).toBe(200);
      expect((await get('/api/inbox/leads', bruno)).statusCode).toBe(200);

      // The last active admin keeps the role, and nobody deactivates themselves.
      const self = await post(`/api/inbox/team/accounts/${adminUser.id}/roles`, {
        roles: ['sales'],
      });
      expect(self.json()).toEqual({ error: 'last_admin' });
      const selfOff = await post(`/api/inbox/team/accounts/${adminUser.id}/deactivate`, {
        leadsTo: null,
      });
      expect(selfOff.json()).toEqual({ error: 'own_account' });

      // Two leads owned by Bruno go to the admin at deactivation.
      const leadIds: string[] = [];
      for (const firstName of ['Lia', 'Caio']) {
        const sent = await app.inject({
          method: 'POST',
          url: '/contacts/send',
          payload: aContact({ firstName }),
        });
        leadIds.push((sent.json() as { id: string }[])[0]?.id ?? '');
      }
      await db()
        .updateTable('leads')
        .set({ owner_id: brunoId })
        .where('id', 'in', leadIds)
        .execute();
      const owned = (await get(`/api/inbox/team/accounts/${brunoId}/leads`)).json();
      expect(owned.total).toBe(2);
      expect(owned.leads.map((lead: { name: string }) => lead.name).sort()).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Caio/), expect.stringMatching(/^Lia/)]),
      );
      const notSales = await post(`/api/inbox/team/accounts/${brunoId}/deactivate`, {
        leadsTo: randomUUID(),
      });
      expect(notSales.json()).toEqual({ error: 'not_a_salesperson' });
      const off = await post(`/api/inbox/team/accounts/${brunoId}/deactivate`, {
        leadsTo: adminUser.id,
      });
      expect(off.json()).toEqual({ leads: 2, sessionsEnded: 1 });
      expect((await get('/api/inbox/session', bruno)).statusCode).toBe(401);
      const owners = await db()
        .selectFrom('leads')
        .select('owner_id')
        .where('id', 'in', leadIds)
        .execute();
      expect(owners.map((row) => row.owner_id)).toEqual([adminUser.id, adminUser.id]);
      const signInAgain = await app.inject({
        method: 'POST',
        url: '/api/inbox/sign-in',
        payload: { email, password: newPassword },
      });
      expect(signInAgain.statusCode).toBe(403);
      expect(signInAgain.json()).toEqual({ error: 'account_deactivated' });
      const team = (await get('/api/inbox/team')).json();
      expect(team.accounts).toContainEqual(expect.objectContaining({ id: brunoId, active: false }));
      // Not offered as an owner while deactivated.
      const accounts = (await get('/api/inbox/accounts')).json().accounts as { id: string }[];
      expect(accounts.map((account) => account.id)).not.toContain(brunoId);

      const audit = (await get('/api/inbox/audit?action=account_deactivated')).json();
      expect(audit.entries[0].details).toEqual({
        account: email,
        leads: 2,
        leadsTo: adminUser.email,
      });

      expect((await post(`/api/inbox/team/accounts/${brunoId}/reactivate`, {})).statusCode).toBe(
        204,
      );
      await signIn(app, { email, password: newPassword });
    });

    it('lists a person’s own devices and ends the others', async () => {
      const second = await signIn(app, {
        email: adminUser.email,
        password: 'correct horse battery',
      });
      const listed = (await get('/api/inbox/devices', second)).json().devices as {
        id: string;
        current: boolean;
      }[];
      expect(listed.length).toBeGreaterThanOrEqual(2);
      expect(listed.filter((device) => device.current)).toHaveLength(1);
      const other = await anInboxUser(db(), 'Outra');
      const otherSession = await signIn(app, other);
      const othersDevice = (await get('/api/inbox/devices', otherSession)).json().devices[0].id;
      expect((await post(`/api/inbox/devices/${othersDevice}/end`, {}, second)).statusCode).toBe(
        404,
      );

      const ended = await post('/api/inbox/devices/end-others', {}, second);
      expect(ended.json().ended).toBeGreaterThanOrEqual(1);
      expect((await get('/api/inbox/session', admin)).statusCode).toBe(401);
      expect((await get('/api/inbox/devices', second)).json().devices).toHaveLength(1);
      admin = second;
    });
  });
});
