/**
 * Fault drill: the CRM's webhook receiver is down (connection refused) for the first several
 * attempts, then up. Two real server processes deliver the outbox of one PostgreSQL (the
 * drill's own); the receiver counts exactly one call per lead, and one lead.deleted for the
 * lead erased meanwhile.
 */
import { openDatabase } from '@server/db/database';
import { aContact, adminToken, authorization } from '@server/test-support/leads';
import {
  type OwnServer,
  ownServersAvailable,
  startOwnPostgres,
} from '@server/test-support/own-servers';
import { type ServerProcess, startServer } from '@server/test-support/processes';
import { startTcpProxy, type TcpProxy } from '@server/test-support/tcp-proxy';
import { waitUntil } from '@server/test-support/wait-until';
import { verifyWebhookSignature } from '@server/test-support/webhook-signature';
import { startWebhookSink, type WebhookSink } from '@server/test-support/webhook-sink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const webhookSecret = `whsec_${Buffer.from('drill-webhook-secret-0123456789abcdef').toString('base64')}`;
/** How many looks at the outbox a server has logged so far (at LOG_LEVEL=debug). */
const outboxLooks = (server: ServerProcess) =>
  server.output().split('"msg":"outbox looked at"').length - 1;

describe.skipIf(!ownServersAvailable.postgres)('drill: webhook receiver down, then up', () => {
  let postgres: OwnServer;
  let sink: WebhookSink;
  let receiver: TcpProxy;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    sink = await startWebhookSink();
    // The receiver's address; stopping the relay refuses connections, as a receiver that is down.
    receiver = await startTcpProxy({ host: '127.0.0.1', port: sink.port });
    await receiver.stop();
    const env = {
      DATABASE_URL: postgres.url,
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/hooks/leads`,
      LEADS_WEBHOOK_SECRET: webhookSecret,
      NOTIFY_RETRY_MAX_MS: '300',
      ADMIN_TOKEN: adminToken,
      RATE_LIMIT_MAX: '1000',
      // Each look at the outbox is logged: the drill waits for both servers to look again.
      LOG_LEVEL: 'debug',
    };
    // One after the other: the first applies the migrations.
    servers = [await startServer(env)];
    servers.push(await startServer(env));
  });

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await receiver?.close();
    await sink?.close();
    await postgres?.destroy();
  });

  it('delivers each lead exactly once, and the erasure once, when the receiver comes back', async () => {
    const post = (server: ServerProcess | undefined, path: string, body: unknown) =>
      fetch(`${server?.url}${path}`, {
        method: 'POST',
        headers: { ...authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const contacts = Array.from({ length: 6 }, () => aContact());
    const ids: string[] = [];
    for (const [index, contact] of contacts.entries()) {
      const response = await post(servers[index % 2], '/contacts/send', contact);
      expect(response.status).toBe(200);
      ids.push((await response.json())[0].id);
    }
    const erased = ids[0] ?? '';
    expect(
      await (await post(servers[1], '/api/leads/delete', { email: contacts[0]?.email })).json(),
    ).toEqual({ deleted: 1 });

    const check = await openDatabase(
      { DATA_DIR: './unused', DATABASE_URL: postgres.url },
      { role: 'cli' },
    );
    try {
      // Several failed attempts each, while nothing answers.
      const outbox = () =>
        check.db
          .selectFrom('outbox')
          .select(['event', 'attempts', 'delivered_at', 'skipped', 'last_error'])
          .execute();
      await waitUntil(
        async () => {
          const rows = await outbox();
          return rows.length === ids.length && rows.every((row) => row.attempts >= 3);
        },
        { state: outbox },
      );
      expect(sink.requests).toBe(0);

      await receiver.start();
      await waitUntil(
        async () => {
          const pending = await check.db
            .selectFrom('outbox')
            .select('lead_id')
            .where('delivered_at', 'is', null)
            .execute();
          return pending.length === 0;
        },
        { state: outbox },
      );
    } finally {
      await check.close();
    }
    // Both servers have finished a look begun after everything was delivered (their second
    // from now; the first may have begun before): a duplicate either claimed is sent by now.
    const looksBefore = servers.map(outboxLooks);
    await waitUntil(() =>
      servers.every((server, index) => outboxLooks(server) >= (looksBefore[index] ?? 0) + 2),
    );

    const events = sink.calls.map((call) => {
      const body = call.body as { event: string; lead: { id: string } };
      return `${body.event} ${body.lead.id}`;
    });
    const expected = [...ids.slice(1).map((id) => `lead.created ${id}`), `lead.deleted ${erased}`];
    expect(events.sort()).toEqual(expected.sort());
    expect(sink.requests).toBe(expected.length);
    for (const call of sink.calls) {
      expect(verifyWebhookSignature(webhookSecret, call.raw, call.headers ?? {})).toBe(true);
    }
  });
});
