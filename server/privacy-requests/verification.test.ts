/**
 * A privacy request is confirmed from the address it names before anything of the person's is
 * handed over or erased (decision 322), against a real SMTP server: the mail in the request's
 * language with a signed link; opening the link changes nothing (a mail scanner); its button
 * verifies once; a forged, reused or expired link says so; the inbox refuses to export or
 * erase for an unverified request. On the embedded database and on PostgreSQL.
 */
import { buildApp } from '@server/app';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { waitUntil } from '@server/test-support/wait-until';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodeOf } from './verification';

const siteUrl = 'https://www.transvia.example';
const hour = 3_600_000;

describe.each(backends)('confirming a privacy request on the $name', (backend) => {
  let opened: OpenedBackend;
  let smtp: SmtpSink;
  let app: FastifyInstance;
  let carla: SignedIn;
  const db = () => opened.database.db;

  const file = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/privacy-requests', payload });
  const mailTo = async (email: string) => {
    await waitUntil(() => smtp.mails.some((mail) => mail.to.includes(email)), {
      state: () => smtp.mails.length,
    });
    return smtp.mails.find((mail) => mail.to.includes(email)) as (typeof smtp.mails)[number];
  };
  /** The link of a mail, as the person's mail client would open it (path and query). */
  const linkIn = (text: string) => {
    const found = text.match(/https:\/\/www\.transvia\.example(\/\S+)/);
    expect(found).not.toBeNull();
    return new URL(found?.[1] ?? '', siteUrl);
  };
  const requestOf = (email: string) =>
    db()
      .selectFrom('privacy_requests')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const press = (path: string, fields: Record<string, string>, headers = {}) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const fieldsOf = (link: URL) => ({
    pedido: link.searchParams.get('pedido') ?? '',
    codigo: link.searchParams.get('codigo') ?? '',
  });

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    smtp = await startSmtpSink();
    app = await buildApp({
      config: testConfig({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Site <site@transvia.example>',
        LEADS_NOTIFY_TO: 'vendas@transvia.example',
        // Only the confirmation links reach the person here.
        AUTO_REPLY: 'off',
        PUBLIC_SITE_URL: siteUrl,
      }),
      database: opened.database,
    });
    await app.ready();
    carla = await signIn(app, await anInboxUser(db(), 'Carla Privacidade'));
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    await opened?.cleanup();
  });

  describe.skipIf(!backend.available)('', () => {
    it('mails the link in the request’s language; only its button verifies, once; until then nothing is exported or erased', async () => {
      const contact = aContact();
      const lead = await app.inject({ method: 'POST', url: '/contacts/send', payload: contact });
      expect(lead.statusCode).toBe(200);
      expect(
        (await file({ email: contact.email, kind: 'access', language: 'en' })).statusCode,
      ).toBe(200);
      const request = await requestOf(contact.email);
      expect(request.verified_at).toBeNull();

      const mail = await mailTo(contact.email);
      expect(mail.subject).toBe('Confirm your request about your data — Transvia ERP');
      expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
      expect(mail.text).toContain('a copy of the data');
      const link = linkIn(mail.text);
      expect(link.pathname).toBe('/en/privacy/confirm');
      expect(link.searchParams.get('pedido')).toBe(request.id);

      // Unverified: shown as such, and the inbox refuses to hand over or erase anything.
      const listed = (
        await app.inject({ url: '/api/inbox/privacy-requests', headers: carla.read })
      ).json().requests as { id: string; verifiedAt: string | null }[];
      expect(listed.find((item) => item.id === request.id)?.verifiedAt).toBeNull();
      const exported = await app.inject({
        url: `/api/inbox/privacy-requests/${request.id}/data.json`,
        headers: carla.read,
      });
      expect(exported.statusCode).toBe(409);
      expect(exported.json()).toEqual({ error: 'unverified' });
      const erased = await app.inject({
        method: 'POST',
        url: `/api/inbox/privacy-requests/${request.id}/erase`,
        payload: {},
        headers: carla.write,
      });
      expect(erased.statusCode).toBe(409);
      expect(erased.json()).toEqual({ error: 'unverified' });
      expect(
        await db().selectFrom('leads').select('id').where('email', '=', contact.email).execute(),
      ).toHaveLength(1);

      // A mail scanner opens the link: a page with a button, and nothing verified.
      const opened = await app.inject({ url: `${link.pathname}${link.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.body).toContain('Confirm your request');
      expect(opened.body).toContain('<form method="post" action="/en/privacy/confirm"');
      expect((await requestOf(contact.email)).verified_at).toBeNull();

      // A forged code, or a post from another site, verifies nothing.
      const forged = await press(link.pathname, {
        ...fieldsOf(link),
        codigo: 'f'.repeat(64),
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.body).toContain('This link is not valid');
      const crossSite = await press(link.pathname, fieldsOf(link), {
        'sec-fetch-site': 'cross-site',
      });
      expect(crossSite.statusCode).toBe(404);
      expect((await requestOf(contact.email)).verified_at).toBeNull();

      const confirmed = await press(link.pathname, fieldsOf(link));
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('Request confirmed');
      expect((await requestOf(contact.email)).verified_at).not.toBeNull();
      const again = await press(link.pathname, fieldsOf(link));
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('This link has already been used');

      const nowExported = await app.inject({
        url: `/api/inbox/privacy-requests/${request.id}/data.json`,
        headers: carla.read,
      });
      expect(nowExported.statusCode).toBe(200);
    });

    it('writes to a Portuguese request in Portuguese, and an expired link says so and how to ask again', async () => {
      const email = aContact().email;
      await file({ email, kind: 'erasure' });
      const mail = await mailTo(email);
      expect(mail.subject).toBe('Confirme o seu pedido sobre os seus dados — Transvia ERP');
      expect(mail.text).toContain('a exclusão dos dados');
      expect(linkIn(mail.text).pathname).toBe('/privacidade/confirmar');

      // Filed 73 hours ago: past the link's 72.
      const stale = await db()
        .insertInto('privacy_requests')
        .values({
          email: aContact().email,
          kind: 'erasure',
          language: 'pt',
          received_at: new Date(Date.now() - 73 * hour),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fields = { pedido: stale.id, codigo: await verificationCodeOf(db(), stale.id) };
      const page = await app.inject({
        url: `/privacidade/confirmar?${new URLSearchParams(fields)}`,
      });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('Este link expirou');
      expect(page.body).toContain('href="/privacidade#pedido"');
      expect(page.body).not.toContain('<form');
      const pressed = await press('/privacidade/confirmar', fields);
      expect(pressed.statusCode).toBe(410);
      const row = await db()
        .selectFrom('privacy_requests')
        .select('verified_at')
        .where('id', '=', stale.id)
        .executeTakeFirstOrThrow();
      expect(row.verified_at).toBeNull();
    });
  });
});
