/**
 * `npm run leads`: list, export and delete, on the embedded database with and without a
 * running server, and on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '@server/db/database';
import { storeLead } from '@server/db/leads-repository';
import { postgresBackend, temporaryDataDir } from '@server/test-support/backends';
import { aContact, adminToken } from '@server/test-support/leads';
import { runLeadsCli, type ServerProcess, startServer } from '@server/test-support/processes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Real processes start slowly on a busy machine (each one loads PGlite).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const lead = (overrides: Record<string, string> = {}) => {
  const contact = aContact(overrides);
  return { ...contact, subject: 'Assunto', language: 'pt' as const, page: '/contact' };
};

describe('the leads CLI on the embedded database, with no server running', () => {
  let dataDir: string;
  const ana = lead({ firstName: 'Ana' });
  const bruno = lead({
    firstName: 'Bruno',
    message: 'Olá\u001b[2J\u001b]8;;http://evil\u0007 mundo',
  });

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'server' });
    await storeLead(database.db, ana, { channels: [] });
    await storeLead(database.db, bruno, { channels: [] });
    await database.close();
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) => runLeadsCli(args, { DATA_DIR: dataDir });

  it('lists the leads as a table, newest first, without the control characters a visitor typed', async () => {
    const { code, stdout, stderr } = await cli('list');
    expect(code).toBe(0);
    const [header, first, second] = stdout.trim().split('\n');
    expect(header).toMatch(/^created \(UTC\)\s+name\s+e-mail\s+phone\s+lang\s+message$/);
    expect(first).toContain(`Bruno Souza`);
    expect(first).toContain(bruno.email);
    expect(first).not.toContain('\u001b');
    expect(first).not.toContain('\u0007');
    expect(second).toContain(ana.email);
    expect(stderr.trim()).toBe('2 lead(s)');
  });

  it('lists them as JSON with every field', async () => {
    const { stdout } = await cli('list', '--json', '--limit', '1');
    expect(JSON.parse(stdout)).toEqual([
      expect.objectContaining({ email: bruno.email, message: bruno.message, page: '/contact' }),
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
      'id,createdAt,firstName,lastName,email,phone,subject,message,language,page',
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

  it('deletes every lead of one e-mail address', async () => {
    const { code, stderr } = await cli('delete', '--email', ana.email.toUpperCase());
    expect(code).toBe(0);
    expect(stderr.trim()).toBe('Deleted 1 lead(s) with that e-mail address');
    const { stdout } = await cli('list', '--json');
    expect(JSON.parse(stdout).map((row: { email: string }) => row.email)).toEqual([bruno.email]);
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
    dataDir = await temporaryDataDir();
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
      await storeLead(opened.database.db, eva, { channels: [] });
      const listed = await runLeadsCli(['list', '--json'], opened.env);
      expect(listed.code).toBe(0);
      expect(listed.stderr.trim()).toBe('1 lead(s)');
      expect(JSON.parse(listed.stdout)[0].email).toBe(eva.email);
      const deleted = await runLeadsCli(['delete', '--email', eva.email], opened.env);
      expect(deleted.stderr.trim()).toBe('Deleted 1 lead(s) with that e-mail address');
    } finally {
      await opened.cleanup();
    }
  });
});

describe('the HTTP leads API and the CLI agree', () => {
  it('exports the same CSV through GET /api/leads.csv as through the CLI', async () => {
    const dataDir = await temporaryDataDir();
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
