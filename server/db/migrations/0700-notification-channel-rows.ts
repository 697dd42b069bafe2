import { type Kysely, sql } from 'kysely';

/**
 * The outbox's channels become rows (decision 440): a table of the channel names, written at
 * every start from contract/notification-channels.ts (notification-channel-rows.ts), and the
 * outbox's `channel` a foreign key to it, instead of a CHECK rewritten by a migration for each
 * new channel (0007, 0045, 0065). The names below are frozen: those the CHECK allowed.
 */
const channelsAtThisMigration = [
  'email',
  'webhook',
  'auto_reply',
  'rd_station',
  'hubspot',
  'pipedrive',
  'slack',
  'teams',
];

export async function up(db: Kysely<unknown>) {
  await sql`create table notification_channels (id text primary key)`.execute(db);
  await sql`insert into notification_channels (id) select unnest(${channelsAtThisMigration}::text[])`.execute(
    db,
  );
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_channel_fkey
    foreign key (channel) references notification_channels (id)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table outbox drop constraint outbox_channel_fkey`.execute(db);
  await sql`delete from outbox where channel <> all(${channelsAtThisMigration}::text[])`.execute(
    db,
  );
  await sql`
    alter table outbox add constraint outbox_channel_check
    check (channel in ('email', 'webhook', 'auto_reply', 'rd_station', 'hubspot', 'pipedrive',
                       'slack', 'teams'))`.execute(db);
  await sql`drop table notification_channels`.execute(db);
}
