/**
 * `PORT=5100 npm start` gives working links: with PUBLIC_SITE_URL unset, a real server process
 * started on another PORT links to that port in the team's e-mail (written in TEAM_LANGUAGE,
 * on the real SMTP sink), and the leads CLI, run
 * without that PORT, prints the running server's link and says whose configuration it read
 * (docs/decisions/341-site-url-from-host-and-port.md); and the pages built with that PORT
 * (`npm start` builds, then serves, in one environment) link to it too.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { aContact } from '@server/test-support/leads';
import { runLeadsCli, type ServerProcess, startServer } from '@server/test-support/processes';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** A port nothing listens on now, so the server can be told it as PORT before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('a server on another PORT, PUBLIC_SITE_URL unset', () => {
  let dataDir: string;
  let smtp: SmtpSink;
  let port: number;
  let server: ServerProcess | undefined;

  const start = async (env: Record<string, string>) => {
    // PORT as `npm start` reads it; the test process listens where PORT says (API_PORT).
    server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      API_PORT: String(port),
      ...env,
    });
  };
  const stop = async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    server = undefined;
  };
  /** The CLI as a person runs it in another terminal: its own environment, without that PORT. */
  const cli = (...args: string[]) => runLeadsCli(args, { DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'site-url-'));
    smtp = await startSmtpSink();
    port = await freePort();
  });

  afterAll(async () => {
    await stop();
    await smtp.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("links the team's e-mail, the shared link and the report to that port", async () => {
    await start({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Site <site@transvia.example>',
      LEADS_NOTIFY_TO: 'vendas@transvia.example',
      INSIGHTS_REPORT_TO: 'diretoria@transvia.example',
      AUTO_REPLY: 'off',
      TEAM_LANGUAGE: 'en',
    });
    expect(server?.url).toBe(`http://127.0.0.1:${port}`);

    const response = await fetch(`http://127.0.0.1:${port}/contacts/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(aContact({ language: 'pt' })),
    });
    expect(response.status).toBe(200);
    const [{ id }] = (await response.json()) as [{ id: string }];
    const mail = await vi.waitFor(
      () => {
        const found = smtp.mails.find((sent) => sent.text.includes(id));
        if (!found) throw new Error('no mail for the lead yet');
        return found;
      },
      { timeout: 30_000, interval: 50 },
    );
    // The team's e-mail, in TEAM_LANGUAGE: a link to the lead, labels, local time, no codes.
    expect(mail.text).toContain(`Open in the inbox: http://127.0.0.1:${port}/inbox/leads/${id}`);
    expect(mail.html).toContain(`<a href="http://127.0.0.1:${port}/inbox/leads/${id}">`);
    expect(mail.text).toContain('Legal basis: Legitimate interest: answering the contact request');
    expect(mail.text).toContain('Language: Portuguese');
    expect(mail.text).toMatch(/^Received: .+ \(America\/Sao_Paulo\)$/m);
    expect(mail.text).not.toContain('legitimate_interest');
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(mail.text).not.toContain(':3000');

    const shared = await cli('insights', 'share', '--days', '7');
    expect(shared.code).toBe(0);
    expect(shared.stdout.trim()).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/insights/shared\\?t=`),
    );
    expect(shared.stderr).toContain("the running server's configuration");

    const report = await cli('insights', '--email');
    expect(report.code).toBe(0);
    expect(report.stderr).toContain(
      "Sent the weekly report to diretoria@transvia.example, as INSIGHTS_REPORT_TO in the running server's configuration",
    );
    expect(report.stderr).not.toContain('undefined');
    await stop();
  });

  it("says it is the running server's configuration that has no report, not the CLI's", async () => {
    await start({});
    // The CLI's own environment has everything; the server's, which sends, has not.
    const report = await runLeadsCli(['insights', '--email'], {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Site <site@transvia.example>',
      LEADS_NOTIFY_TO: 'vendas@transvia.example',
      INSIGHTS_REPORT_TO: 'diretoria@transvia.example',
    });
    expect(report.code).toBe(1);
    expect(report.stderr).toContain(
      "insights --email needs INSIGHTS_REPORT_TO, SMTP_URL and MAIL_FROM (and ANALYTICS on) in the running server's configuration",
    );
    expect(report.stderr).not.toContain('undefined');
    await stop();
  });

  it('builds pages whose canonical links and sitemap name that port', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    // Inside the repository (its node_modules resolve the prerender's imports), ignored by git.
    const buildDir = path.join('tmp', `site-url-${port}`);
    try {
      // `npm run build`'s site steps (the server's bundle reads nothing of PORT at build).
      for (const step of ['build:client', 'build:prerender']) {
        await promisify(execFile)('npm', ['run', step], {
          cwd: root,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            PORT: String(port),
            BUILD_DIR: buildDir,
          },
        });
      }
      const client = path.join(root, buildDir, 'client');
      const home = await readFile(path.join(client, 'index.html'), 'utf8');
      expect(home).toContain(`<link rel="canonical" href="http://127.0.0.1:${port}/"`);
      const sitemap = await readFile(path.join(client, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain(`<loc>http://127.0.0.1:${port}/</loc>`);
      expect(sitemap).not.toContain(':3000');
    } finally {
      await rm(path.join(root, buildDir), { recursive: true, force: true });
    }
  });
});
