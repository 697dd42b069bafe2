import { type Kysely, sql } from 'kysely';

/**
 * Each inbox account's roles (decision 370, contract/roles.ts). The accounts made before roles
 * existed could do everything; they become admins, so nobody is locked out.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('users')
    .addColumn('roles', sql`text[]`, (column) =>
      column
        .notNull()
        .defaultTo(sql`'{admin}'::text[]`)
        .check(
          sql`cardinality(roles) > 0 and roles <@ array['admin', 'sales', 'marketing', 'privacy']::text[]`,
        ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('roles').execute();
}
