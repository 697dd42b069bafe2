/**
 * The one set of migrations, for PGlite and PostgreSQL alike, applied at start by every
 * process that opens the database. Kysely's migrator takes a lock, so several instances
 * starting at once on PostgreSQL apply each migration exactly once.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as leadsAndOutbox from './migrations/0001-leads-and-outbox';
import type { DatabaseSchema } from './schema';

/** In order; names are stored in the database, so never rename one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-leads-and-outbox': leadsAndOutbox,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<DatabaseSchema>) {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed`.replace('  ', ' '), {
      cause: error,
    });
  }
}
