import { type Kysely, sql } from 'kysely';

/**
 * Finding the same person's earlier lead: by e-mail (lower-cased, indexed since 0001) or by
 * the phone's digits, indexed here.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create index leads_phone_digits on leads (${sql.raw(phoneDigitsExpression)}, created_at)`.execute(
    db,
  );
}

/**
 * The phone's digits, as the index has them. Frozen here; the duplicates' query uses the equal
 * copy in server/db/lead-index-expressions.ts.
 */
export const phoneDigitsExpression = `(regexp_replace(phone, '[^0-9]', '', 'g'))`;

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('leads_phone_digits').execute();
}
