/**
 * The studio's routes on the embedded database and on PostgreSQL (decision 401): marketing
 * edits, sales may not; two editors on one language: the second is refused with 409 and the
 * item as it is now; a publish with an empty required field answers the field; every publish
 * is in the audit log.
 */
import { addUser } from '@server/accounts/users';
import { buildApp } from '@server/app';
import { seedContent } from '@server/content/content-store';
import { backends, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { aHomeDocument } from '@server/test-support/content';
import { anInboxEmail, inboxPassword, type SignedIn, signIn } from '@server/test-support/inbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(backends)('the studio routes on the $name', (backend) => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let marketing: SignedIn;
  let sales: SignedIn;
  const post = (url: string, payload: object, who: SignedIn) =>
    app.inject({ method: 'POST', url, payload, headers: who.write });

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    const db = opened.database.db;
    await seedContent(db, { home: { pt: aHomeDocument('Título'), en: aHomeDocument('Title') } });
    const account = async (roles: ('marketing' | 'sales')[]) => {
      const email = anInboxEmail();
      await addUser(db, { email, name: 'Someone', password: inboxPassword, roles });
      return signIn(app, { email, password: inboxPassword });
    };
    marketing = await account(['marketing']);
    sales = await account(['sales']);
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  it.runIf(backend.available)('lets marketing read the items and refuses sales', async () => {
    const list = await app.inject({ url: '/api/inbox/content', headers: marketing.read });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0].id).toBe('home');
    const refused = await app.inject({ url: '/api/inbox/content', headers: sales.read });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', permission: 'content:edit' });
  });

  it.runIf(backend.available)(
    'refuses the second of two editors who started from one version',
    async () => {
      const first = await post(
        '/api/inbox/content/home/pt/draft',
        { baseVersion: 1, data: aHomeDocument('Primeira') },
        marketing,
      );
      expect(first.statusCode, first.body).toBe(200);
      const second = await post(
        '/api/inbox/content/home/pt/draft',
        { baseVersion: 1, data: aHomeDocument('Segunda') },
        marketing,
      );
      expect(second.statusCode).toBe(409);
      const body = second.json();
      expect(body.error).toBe('content_conflict');
      const pt = body.item.languages.find((state: { language: string }) => state.language === 'pt');
      expect(pt.version).toBe(2);
      expect(pt.data.hero.title).toBe('Primeira');
    },
  );

  it.runIf(backend.available)(
    'names the empty field of a publish and publishes one language',
    async () => {
      const empty = await post(
        '/api/inbox/content/home/en/publish',
        { baseVersion: 1, data: aHomeDocument(' ') },
        marketing,
      );
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: 'validation', fields: { 'hero.title': 'too_small' } });
      const done = await post(
        '/api/inbox/content/home/en/publish',
        { baseVersion: 1, data: aHomeDocument('Fresh title') },
        marketing,
      );
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        language: 'en',
        status: 'published',
        version: 2,
        publishedVersion: 2,
      });
      const audit = await opened.database.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('action', '=', 'content_published')
        .execute();
      expect(audit).toEqual([
        { action: 'content_published', details: { item: 'home', language: 'en', version: 2 } },
      ]);
    },
  );
});
