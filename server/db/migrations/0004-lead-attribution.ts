import type { Kysely } from 'kysely';

/**
 * Where each lead's visit came from (contract/attribution.ts): nullable, since a lead sent
 * without JavaScript or by an older client has none. Indexed by source and time for the
 * insights, which count leads per source over a period.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('leads')
    .addColumn('attribution_source', 'text')
    .addColumn('attribution_medium', 'text')
    .addColumn('attribution_campaign', 'text')
    .addColumn('attribution_term', 'text')
    .addColumn('attribution_content', 'text')
    .addColumn('attribution_referrer', 'text')
    .addColumn('attribution_landing_page', 'text')
    .execute();
  await db.schema
    .createIndex('leads_attribution_source')
    .on('leads')
    .columns(['attribution_source', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('leads_attribution_source').execute();
  await db.schema
    .alterTable('leads')
    .dropColumn('attribution_source')
    .dropColumn('attribution_medium')
    .dropColumn('attribution_campaign')
    .dropColumn('attribution_term')
    .dropColumn('attribution_content')
    .dropColumn('attribution_referrer')
    .dropColumn('attribution_landing_page')
    .execute();
}
