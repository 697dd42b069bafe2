import { type Kysely, sql } from 'kysely';

/**
 * The Spam folder (decision 245): a lead with status 'spam' is in it, out of every
 * other view (the list by status, leads_status_newest_first, serves the folder). What put it
 * there (the screen's reasons, or a person) and the status it had before, for "Not spam" to
 * give back. The arrival screen looks for the same message from other addresses by a
 * fingerprint of the folded message, indexed here; no copy of the text is kept.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('leads')
    .addColumn('spam_reasons', sql`text[]`)
    .addColumn('status_before_spam', 'text')
    .execute();
  await sql`create index leads_message_fingerprint on leads (${sql.raw(messageFingerprintExpression)}, created_at)`.execute(
    db,
  );
}

/**
 * The message folded (case, accents, runs of white space): the screen's query uses this very
 * text, so the index serves it.
 */
export const messageFingerprintExpression = `(md5(regexp_replace(inbox_fold(message), '\\s+', ' ', 'g')))`;

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('leads_message_fingerprint').execute();
  await db.schema
    .alterTable('leads')
    .dropColumn('spam_reasons')
    .dropColumn('status_before_spam')
    .execute();
}
