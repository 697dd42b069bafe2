import { type Kysely, sql } from 'kysely';

/**
 * Leads in the Spam folder are not counted in the insights (decision 245): their read filters
 * on the status, so a move into or out of the folder changes what the days before today count,
 * and the copy of those days kept in memory (decision 082, migration 0009) must be read again.
 * Only those moves: any other change of status changes nothing the insights count, and must
 * not throw the copy away.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create trigger leads_spam_moved_for_insights
    after update of status on leads
    for each row when ((old.status = 'spam') is distinct from (new.status = 'spam'))
    execute function insights_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop trigger leads_spam_moved_for_insights on leads`.execute(db);
}
