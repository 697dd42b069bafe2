import { type Kysely, sql } from 'kysely';

/**
 * The day's register also admits combinations of values (decision 303): the counts' rows are
 * keyed by the combination, so capping each kind alone let the rows grow as their product.
 */
export async function up(db: Kysely<unknown>) {
  await replaceKindCheck(db, ['path', 'source', 'medium', 'campaign', 'combination']);
}

export async function down(db: Kysely<unknown>) {
  await sql`delete from counted_values where kind = 'combination'`.execute(db);
  await replaceKindCheck(db, ['path', 'source', 'medium', 'campaign']);
}

async function replaceKindCheck(db: Kysely<unknown>, kinds: string[]) {
  // The check 0071 made has the name PostgreSQL gave it.
  await sql`alter table counted_values drop constraint if exists counted_values_kind_check`.execute(
    db,
  );
  await db.schema
    .alterTable('counted_values')
    .addCheckConstraint(
      'counted_values_kind_check',
      sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`,
    )
    .execute();
}
