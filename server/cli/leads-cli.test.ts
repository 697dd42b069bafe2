/**
 * `npm run leads`: list, export and delete, on the embedded database with and without a
 * running server, and on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Database, openDatabase } from '@server/db/database';
import type { NewLead } from '@server/leads/lead';
import { storeLeads } from '@server/leads/leads-repository';
import { migratedDataDir, postgresBackend } from '@server/test-support/backends';
import { filesContaining } from '@server/test-support/data-files';
import { aContact, adminToken, noAttribution } from '@server/test-support/leads';
import { runLeadsCli, type ServerProcess, startServer } from '@server/test-support/processes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Real processes start slowly on a busy machine (each one loads PGlite).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

/** A webhook is configured: an erasure queues lead.deleted for it (nothing listens here). */
const webhookEnv = {
  LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hooks/leads',
  LEADS_WEBHOOK_SECRET: `whsec_${Buffer.from('test-webhook-secret-0123456789abcdef').toString('base64')}`,
};

const queuedDeletions = (database: Database) =>
  database.db.selectFrom('outbox').select('channel').where('event', '=', 'lead.deleted').execute();

/** Stores leads as the contact route does, without notification channels. */
const store = (db: Database['db'], ...leads: NewLead[]) =>
  storeLeads(
    db,
    leads.map((lead) => ({ lead, options: { channels: [] } })),
  );

const lead = (overrides: Record<string, string> = {}) => {
  const contact = aContact(overrides);
  const attribution = {
    ...noAttribution(),
    source: 'newsletter',
    medium: 'email',
    campaign: 'nov',
  };
  return { ...contact, subject: 'Assunto', language: 'pt' as const, page: '/contact', attribution };
};

describe('the leads CLI on the embedded database, with no server running', () => {
  let dataDir: string;
  const ana = lead({ firstName: 'Ana' });
  const bruno = lead({
    firstName: 'Bruno',
    message: 'Olá\u001b[2J\u001b]8;;http://evil\u0007 mundo',
  });

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
    // One after the other: the listing is newest first.
    await store(database.db, ana);
    await store(database.db, bruno);
    await database.close();
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) => runLeadsCli(args, { DATA_DIR: dataDir });

  it('lists the leads as a table, newest first, without the control characters a visitor typed', async () => {
    const { code, stdout, stderr } = await cli('list');
    expect(code).toBe(0);
    const [header, first, second] = stdout.trim().split('\n');
    expect(header).toMatch(
      /^Received \(UTC\)\s+First name\s+Last name\s+E-mail\s+Phone\s+Message\s+Language\s+Source\s+Medium\s+Campaign$/,
    );
    expect(first).toMatch(/newsletter\s+email\s+nov$/);
    expect(first).toMatch(/Bruno\s+Souza/);
    expect(first).toContain(bruno.email);
    expect(first).not.toContain('\u001b');
    expect(first).not.toContain('\u0007');
    expect(second).toContain(ana.email);
    expect(stderr.trim()).toBe('2 lead(s)');
  });

  it('lists them as JSON with every field', async () => {
    const { stdout } = await cli('list', '--json', '--limit', '1');
    expect(JSON.parse(stdout)).toEqual([
      expect.objectContaining({
        email: bruno.email,
        message: bruno.message,
        page: '/contact',
        attribution: bruno.attribution,
      }),
    ]);
  });

  it('exports CSV to standard output or to a file', async () => {
    const { code, stdout } = await cli('export', '--csv');
    expect(code).toBe(0);
    const lines = stdout
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      [
        'id,createdAt,firstName,lastName,email,phone,subject,message,language,page',
        'attribution.source,attribution.medium,attribution.campaign,attribution.term',
        'attribution.content,attribution.referrer,attribution.landingPage,company,cnpj,legalBasis,privacyNoticeVersion',
      ]
        .join(',')
        .split(',')
        .map((column) => `"${column}"`)
        .join(','),
    );
    expect(lines[1]).toMatch(
      /,"newsletter","email","nov","","","","","","","legitimate_interest",""$/,
    );
    expect(lines).toHaveLength(3);

    const file = path.join(dataDir, 'export.csv');
    const toFile = await cli('export', '--csv', '--out', file);
    expect(toFile.code).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(stdout);
  });

  it('explains a wrong command line and exits with 2', async () => {
    const { code, stderr } = await cli('list', '--limit', '0');
    expect(code).toBe(2);
    expect(stderr).toContain('--limit: Must be a whole number from 1 to 10000');
    expect(stderr).toContain('Usage: npm run leads -- <command> [options]');
  });

  it('deletes every lead of one e-mail address, from the database files too, queueing lead.deleted', async () => {
    const files = path.join(dataDir, 'pglite');
    expect(await filesContaining(files, ana.email)).not.toEqual([]);
    const { code, stderr } = await runLeadsCli(['delete', '--email', ana.email.toUpperCase()], {
      DATA_DIR: dataDir,
      ...webhookEnv,
    });
    expect(code).toBe(0);
    expect(stderr.trim()).toBe('Deleted 1 lead(s) with that e-mail address');
    expect(await filesContaining(files, ana.email)).toEqual([]);
    const { stdout } = await cli('list', '--json');
    expect(JSON.parse(stdout).map((row: { email: string }) => row.email)).toEqual([bruno.email]);
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
    try {
      expect(await queuedDeletions(database)).toEqual([{ channel: 'webhook' }]);
    } finally {
      await database.close();
    }
  });

  it('is what `npm run leads` runs', () => {
    const result = spawnSync('npm', ['run', '--silent', 'leads', '--', 'list', '--json'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).map((row: { email: string }) => row.email)).toEqual([
      bruno.email,
    ]);
  });
});

describe('the leads CLI purge', () => {
  it('deletes the leads older than LEADS_RETENTION_DAYS (or --days) and says how many', async () => {
    const dataDir = await migratedDataDir();
    try {
      const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
      const [old, recent] = await store(database.db, lead(), lead());
      await database.db
        .updateTable('leads')
        .set({ created_at: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
        .where('id', '=', old?.outcome === 'created' ? old.id : '')
        .execute();
      await database.close();

      // Unset, the 730 days the notice promises: a 40-day-old lead stays.
      const unset = await runLeadsCli(['purge'], { DATA_DIR: dataDir });
      expect(unset.code).toBe(0);
      expect(unset.stderr.trim()).toBe('Purged 0 lead(s) older than 730 day(s)');

      const purged = await runLeadsCli(['purge'], {
        DATA_DIR: dataDir,
        LEADS_RETENTION_DAYS: '30',
      });
      expect(purged.code).toBe(0);
      expect(purged.stderr.trim()).toBe('Purged 1 lead(s) older than 30 day(s)');
      const listed = await runLeadsCli(['list', '--json'], { DATA_DIR: dataDir });
      expect(JSON.parse(listed.stdout).map((row: { id: string }) => row.id)).toEqual([
        recent?.outcome === 'created' ? recent.id : '',
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the leads CLI while the server runs on the embedded database', () => {
  let dataDir: string;
  let server: ServerProcess;

  const send = (contact: Record<string, unknown>) =>
    fetch(`${server.url}/contacts/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    // No ADMIN_TOKEN: the HTTP routes are off, the CLI still works through the local socket.
    server = await startServer({ DATA_DIR: dataDir });
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) => runLeadsCli(args, { DATA_DIR: dataDir });

  it('lists, exports and deletes through the server, which keeps running undisturbed', async () => {
    const carla = lead({ firstName: 'Carla' });
    const davi = lead({ firstName: 'Davi' });
    expect((await send(carla)).status).toBe(200);
    expect((await send(davi)).status).toBe(200);
    expect((await fetch(`${server.url}/api/leads`)).status).toBe(404);

    const listed = await cli('list', '--json');
    expect(listed.code).toBe(0);
    expect(listed.stderr).toContain('2 lead(s) (through the running server)');
    expect(JSON.parse(listed.stdout).map((row: { email: string }) => row.email)).toEqual([
      davi.email,
      carla.email,
    ]);

    const exported = await cli('export', '--csv');
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(carla.email);
    expect(exported.stdout.trim().split('\r\n')).toHaveLength(3);

    const deleted = await cli('delete', '--email', carla.email);
    expect(deleted.stderr).toContain(
      'Deleted 1 lead(s) with that e-mail address (through the running server)',
    );

    const purged = await cli('purge', '--days', '1');
    expect(purged.stderr).toContain(
      'Purged 0 lead(s) older than 1 day(s) (through the running server)',
    );

    // The server still owns the database and still takes leads.
    expect((await send(lead())).status).toBe(200);
    const after = await cli('list', '--json');
    const emails = JSON.parse(after.stdout).map((row: { email: string }) => row.email);
    expect(emails).toHaveLength(2);
    expect(emails).not.toContain(carla.email);
  });
});

describe.skipIf(!postgresBackend.available)('the leads CLI on PostgreSQL', () => {
  it('reads and deletes straight from the database, as many clients may', async () => {
    const opened = await postgresBackend.open();
    try {
      const eva = lead({ firstName: 'Eva' });
      await store(opened.database.db, eva);
      const listed = await runLeadsCli(['list', '--json'], opened.env);
      expect(listed.code).toBe(0);
      expect(listed.stderr.trim()).toBe('1 lead(s)');
      expect(JSON.parse(listed.stdout)[0].email).toBe(eva.email);
      const deleted = await runLeadsCli(['delete', '--email', eva.email], {
        ...opened.env,
        ...webhookEnv,
      });
      expect(deleted.stderr.trim()).toBe('Deleted 1 lead(s) with that e-mail address');
      expect(await queuedDeletions(opened.database)).toEqual([{ channel: 'webhook' }]);
    } finally {
      await opened.cleanup();
    }
  });
});

describe('the HTTP leads API and the CLI agree', () => {
  it('exports the same CSV through GET /api/leads.csv as through the CLI', async () => {
    const dataDir = await migratedDataDir();
    const server = await startServer({ DATA_DIR: dataDir, ADMIN_TOKEN: adminToken });
    try {
      await fetch(`${server.url}/contacts/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead()),
      });
      const http = await fetch(`${server.url}/api/leads.csv`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const cli = await runLeadsCli(['export', '--csv'], { DATA_DIR: dataDir });
      expect(Buffer.from(await http.arrayBuffer()).toString('utf8')).toBe(cli.stdout);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
