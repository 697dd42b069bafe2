/**
 * The inbox warns those who can act on it when the served privacy notice states what this
 * server does not do (decision 330): the session names the untrue facts to admins and privacy
 * officers, to nobody else, and to nobody when the notice tells the truth.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { noticeFactsIn } from '@contract/notice-facts';
import type { Role } from '@contract/roles';
import { addUser } from '@server/accounts/users';
import { buildApp } from '@server/app';
import { siteManifestFile } from '@server/site/site-manifest';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxEmail, inboxPassword, signIn } from '@server/test-support/inbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A site built with the default configuration: the notice promises 24 months, no CRM, no mail. */
async function siteBuiltByDefault() {
  const distDir = await mkdtemp(path.join(tmpdir(), 'notice-site-'));
  await mkdir(path.join(distDir, 'client'), { recursive: true });
  for (const page of ['index.html', 'inbox.html', 'insights-shared.html']) {
    await writeFile(path.join(distDir, 'client', page), '<!doctype html><html>Page');
  }
  await writeFile(
    path.join(distDir, siteManifestFile),
    JSON.stringify({
      pages: [{ path: '/', file: 'index.html', language: 'pt' }],
      notFound: [],
      scriptHashes: [],
      styleHashes: [],
      noticeFacts: noticeFactsIn({}),
    }),
  );
  return distDir;
}

describe('the privacy notice warning in the inbox', () => {
  let opened: OpenedBackend;
  let distDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    opened = await embeddedBackend.open();
    distDir = await siteBuiltByDefault();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await opened?.cleanup();
    await rm(distDir, { recursive: true, force: true });
  });

  async function sessionOf(app: FastifyInstance, roles: Role[]) {
    const email = anInboxEmail();
    await addUser(opened.database.db, { email, password: inboxPassword, roles });
    const signedIn = await signIn(app, { email, password: inboxPassword });
    const answer = await app.inject({ url: '/api/inbox/session', headers: signedIn.read });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  }

  async function serverWith(env: Record<string, string>) {
    const app = await buildApp({ config: testConfig(env), distDir, database: opened.database });
    apps.push(app);
    return app;
  }

  it('names the untrue facts to admins and privacy officers, not to sales or marketing', async () => {
    // Kept 30 days, though the notice promises 24 months.
    const app = await serverWith({ LEADS_RETENTION_DAYS: '30' });
    expect((await sessionOf(app, ['admin'])).noticeDiffers).toEqual(['leadRetentionDays']);
    expect((await sessionOf(app, ['privacy'])).noticeDiffers).toEqual(['leadRetentionDays']);
    expect((await sessionOf(app, ['sales'])).noticeDiffers).toBeUndefined();
    expect((await sessionOf(app, ['marketing'])).noticeDiffers).toBeUndefined();
  });

  it('says nothing when the notice tells the truth', async () => {
    const app = await serverWith({});
    expect((await sessionOf(app, ['admin'])).noticeDiffers).toBeUndefined();
  });
});
