import { type Kysely, sql } from 'kysely';

/** A third notification channel: the confirmation e-mail to whoever sent the form. */
export async function up(db: Kysely<unknown>) {
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_channel_check
    check (channel in ('email', 'webhook', 'auto_reply'))`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`delete from outbox where channel = 'auto_reply'`.execute(db);
  await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
  await sql`
    alter table outbox add constraint outbox_channel_check
    check (channel in ('email', 'webhook'))`.execute(db);
}
