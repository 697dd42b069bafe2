/**
 * `npm run leads -- users …`: the inbox's accounts from the shell, on the embedded database
 * with and without a running server (through its local socket), and on PostgreSQL; and the
 * server's start log pointing a newcomer at the command while there is no account.
 */
import { rm } from 'node:fs/promises';
import { openDatabase } from '@server/db/database';
import { migratedDataDir, postgresBackend } from '@server/test-support/backends';
import { runLeadsCli, type ServerProcess, startServer } from '@server/test-support/processes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const password = 'a long enough password';

describe('users commands on the embedded database, with no server running', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const cli = (args: string[], input = '') =>
    runLeadsCli(args, { DATA_DIR: dataDir }, undefined, input);

  it('adds an account with a password from standard input, and lists it', async () => {
    const added = await cli(
      ['users', 'add', 'Ana@Example.com', '--name', 'Ana Lima', '--password-stdin'],
      `${password}\n`,
    );
    expect(added.stderr).toContain('Added Ana@Example.com');
    expect(added.code).toBe(0);
    const listed = await cli(['users', 'list', '--json']);
    expect(JSON.parse(listed.stdout)).toEqual([
      // Without --role, an admin (decision 370), as every account was before roles.
      expect.objectContaining({
        email: 'Ana@Example.com',
        name: 'Ana Lima',
        lastSignInAt: null,
        roles: ['admin'],
      }),
    ]);
    const table = await cli(['users', 'list']);
    expect(table.stdout).toMatch(
      /^e-mail\s+name\s+roles\s+language\s+created \(UTC\)\s+last sign-in \(UTC\)\n/,
    );
    expect(table.stdout).toContain('Ana@Example.com');
    expect(table.stdout).not.toContain(password);
  });

  it('refuses a short password, a taken address and a missing terminal, with a clear message', async () => {
    const short = await cli(['users', 'add', 'bruno@example.com', '--password-stdin'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    const common = await cli(
      ['users', 'add', 'bruno@example.com', '--password-stdin'],
      'password1234\n',
    );
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('The password is too easy to guess: it is a common password');
    const spaces = await cli(
      ['users', 'add', 'bruno@example.com', '--password-stdin'],
      `${' '.repeat(14)}\n`,
    );
    expect(spaces.code).toBe(1);
    expect(spaces.stderr).toContain('must not be only spaces');
    const taken = await cli(['users', 'add', 'ana@example.com', '--password-stdin'], password);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already exists');
    const noTerminal = await cli(['users', 'add', 'bruno@example.com']);
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toContain('--password-stdin');
    const noEmail = await cli(['users', 'remove']);
    expect(noEmail.code).toBe(2);
  });

  it('sets the language of the morning digest of an account', async () => {
    const added = await cli(
      ['users', 'add', 'john@example.com', '--language', 'en', '--password-stdin'],
      `${password}\n`,
    );
    expect(added.code).toBe(0);
    const language = async () =>
      (
        JSON.parse((await cli(['users', 'list', '--json'])).stdout) as {
          email: string;
          language: string;
        }[]
      ).find((user) => user.email === 'john@example.com')?.language;
    expect(await language()).toBe('en');
    const changed = await cli(['users', 'language', 'john@example.com', 'pt']);
    expect(changed.code).toBe(0);
    expect(await language()).toBe('pt');
    const missing = await cli(['users', 'language', 'nobody@example.com', 'en']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no account');
    expect((await cli(['users', 'remove', 'john@example.com'])).code).toBe(0);
  });

  it('gives an account the roles of --role, changes them, and logs the change', async () => {
    const rolesOf = async (email: string) =>
      (
        JSON.parse((await cli(['users', 'list', '--json'])).stdout) as {
          email: string;
          roles: string[];
        }[]
      ).find((user) => user.email === email)?.roles;
    const added = await cli(
      ['users', 'add', 'eva@example.com', '--role', 'sales,marketing', '--password-stdin'],
      `${password}\n`,
    );
    expect(added.code).toBe(0);
    expect(added.stderr).toContain('(sales, marketing)');
    expect(await rolesOf('eva@example.com')).toEqual(['sales', 'marketing']);
    expect((await cli(['users', 'list'])).stdout).toMatch(/eva@example\.com\s+sales,marketing\s/);

    const changed = await cli(['users', 'roles', 'eva@example.com', 'privacy']);
    expect(changed.code).toBe(0);
    expect(await rolesOf('eva@example.com')).toEqual(['privacy']);

    const unknown = await cli(
      ['users', 'add', 'fabio@example.com', '--role', 'sales,boss', '--password-stdin'],
      `${password}\n`,
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('roles are admin, sales, marketing, privacy');
    expect(await rolesOf('fabio@example.com')).toBeUndefined();
    const none = await cli(['users', 'roles', 'eva@example.com']);
    expect(none.code).toBe(2);
    const missing = await cli(['users', 'roles', 'nobody@example.com', 'sales']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no account');

    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'cli' });
    const entries = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'details'])
      .where('action', '=', 'roles_changed')
      .execute();
    await database.close();
    expect(entries).toEqual([
      {
        action: 'roles_changed',
        actor_email: null,
        details: { account: 'eva@example.com', from: ['sales', 'marketing'], to: ['privacy'] },
      },
    ]);
    expect((await cli(['users', 'remove', 'eva@example.com'])).code).toBe(0);
  });

  it('resets a password and removes an account', async () => {
    const reset = await cli(
      ['users', 'reset-password', 'ana@example.com', '--password-stdin'],
      'another long password',
    );
    expect(reset.code).toBe(0);
    const database = await openDatabase({ DATA_DIR: dataDir }, { role: 'cli' });
    const { passwordMatches } = await import('@server/accounts/passwords');
    const row = await database.db
      .selectFrom('users')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(await passwordMatches('another long password', row.password_hash)).toBe(true);
    await database.close();
    expect((await cli(['users', 'remove', 'ana@example.com'])).code).toBe(0);
    const missing = await cli(['users', 'remove', 'ana@example.com']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no account');
  });
});

describe('users commands while the server runs on the embedded database', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await migratedDataDir();
    server = await startServer({ DATA_DIR: dataDir });
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the start log tells how to create the first account', () => {
    expect(server.output()).toContain('the sales inbox has no account yet');
    expect(server.output()).toContain('npm run leads -- users add');
    // Or without a terminal: a single-use set-up link to the first admin (decision 373).
    expect(server.output()).toContain('/inbox/setup?token=');
  });

  it('adds an account through the server, which can sign in at once', async () => {
    const added = await runLeadsCli(
      ['users', 'add', 'carla@example.com', '--password-stdin'],
      { DATA_DIR: dataDir },
      undefined,
      password,
    );
    expect(added.code).toBe(0);
    expect(added.stderr).toContain('(through the running server)');
    const signIn = await fetch(`${server.url}/api/inbox/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'carla@example.com', password }),
    });
    expect(signIn.status).toBe(200);
    const listed = await runLeadsCli(['users', 'list', '--json'], { DATA_DIR: dataDir });
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ email: 'carla@example.com', language: 'pt' }),
    ]);
    const english = await runLeadsCli(['users', 'language', 'carla@example.com', 'en'], {
      DATA_DIR: dataDir,
    });
    expect(english.code).toBe(0);
    expect(english.stderr).toContain('(through the running server)');
    const relisted = await runLeadsCli(['users', 'list', '--json'], { DATA_DIR: dataDir });
    expect(JSON.parse(relisted.stdout)).toEqual([
      expect.objectContaining({ email: 'carla@example.com', language: 'en', roles: ['admin'] }),
    ]);
    const sales = await runLeadsCli(['users', 'roles', 'carla@example.com', 'sales'], {
      DATA_DIR: dataDir,
    });
    expect(sales.code).toBe(0);
    expect(sales.stderr).toContain('(through the running server)');
    const afterRoles = await runLeadsCli(['users', 'list', '--json'], { DATA_DIR: dataDir });
    expect(JSON.parse(afterRoles.stdout)).toEqual([
      expect.objectContaining({ email: 'carla@example.com', roles: ['sales'] }),
    ]);
    const short = await runLeadsCli(
      ['users', 'reset-password', 'carla@example.com', '--password-stdin'],
      { DATA_DIR: dataDir },
      undefined,
      'short',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
  });

  it('does not offer the accounts over HTTP', async () => {
    const response = await fetch(`${server.url}/api/admin/users`);
    expect(response.status).toBe(404);
  });
});

describe.skipIf(!postgresBackend.available)('users commands on PostgreSQL', () => {
  it('adds and lists accounts', async () => {
    const opened = await postgresBackend.open();
    try {
      const cli = (args: string[], input = '') => runLeadsCli(args, opened.env, undefined, input);
      expect(
        (
          await cli(
            ['users', 'add', 'davi@example.com', '--role', 'marketing', '--password-stdin'],
            password,
          )
        ).code,
      ).toBe(0);
      const listed = await cli(['users', 'list', '--json']);
      expect(JSON.parse(listed.stdout)).toEqual([
        expect.objectContaining({ email: 'davi@example.com', roles: ['marketing'] }),
      ]);
      expect((await cli(['users', 'roles', 'davi@example.com', 'admin,privacy'])).code).toBe(0);
      const relisted = await cli(['users', 'list', '--json']);
      expect(JSON.parse(relisted.stdout)).toEqual([
        expect.objectContaining({ email: 'davi@example.com', roles: ['admin', 'privacy'] }),
      ]);
    } finally {
      await opened.cleanup();
    }
  });
});
