/**
 * Migration 0700 and the start's rows (decision 440): down gives the outbox its CHECK of the
 * eight channels back, up makes the channels rows again, and a start adds the list's names to
 * rows already there without touching the others.
 */
import { notificationChannels } from '@contract/notification-channels';
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from './migrations/0700-notification-channel-rows';
import { writeNotificationChannelRows } from './notification-channel-rows';

async function outboxConstraints(db: Kysely<unknown>) {
  const { rows } = await sql<{ name: string }>`
    select conname as name from pg_constraint where conrelid = 'outbox'::regclass
    and conname in ('outbox_channel_check', 'outbox_channel_fkey') order by 1`.execute(db);
  return rows.map((row) => row.name);
}

describe.each(backends)('the outbox’s channel rows on the $name', (backend) => {
  let opened: OpenedBackend;

  beforeAll(async () => {
    if (backend.available) opened = await backend.open();
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  it.skipIf(!backend.available)('go down to the CHECK and up again', async () => {
    const db = opened.database.db as unknown as Kysely<unknown>;
    expect(await outboxConstraints(db)).toEqual(['outbox_channel_fkey']);
    await migration.down(db);
    expect(await outboxConstraints(db)).toEqual(['outbox_channel_check']);
    await migration.up(db);
    expect(await outboxConstraints(db)).toEqual(['outbox_channel_fkey']);
  });

  it.skipIf(!backend.available)('are added at start, never taken away', async () => {
    const { db } = opened.database;
    await db.deleteFrom('notification_channels').where('id', '=', 'teams').execute();
    await sql`insert into notification_channels (id) values ('from_a_newer_version')`.execute(db);
    await writeNotificationChannelRows(db);
    const rows = await db.selectFrom('notification_channels').select('id').execute();
    expect(rows.map((row) => row.id).sort()).toEqual(
      [...notificationChannels, 'from_a_newer_version'].sort(),
    );
  });
});
