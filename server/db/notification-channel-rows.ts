/**
 * The outbox's channel table (migration 0700) holds every channel of
 * contract/notification-channels.ts: written after the migrations at every start, so a channel
 * added to the list needs no migration (decision 440). Rows are only ever added: an instance
 * still running the previous list during a rolling start never takes a newer one's channel away.
 */
import { notificationChannels } from '@contract/notification-channels';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from './schema';

export async function writeNotificationChannelRows(db: Kysely<DatabaseSchema>) {
  await db
    .insertInto('notification_channels')
    .columns(['id'])
    .expression(sql`select unnest(${[...notificationChannels]}::text[])`)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
