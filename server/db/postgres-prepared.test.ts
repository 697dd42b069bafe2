import { type OpenedBackend, postgresBackend } from '@server/test-support/backends';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedNameOf, preparedStatement } from './postgres-prepared';

describe('preparedStatement', () => {
  it('marks a statement with its name, which preparedNameOf reads back', () => {
    // A Kysely that compiles PostgreSQL but connects nowhere.
    const offline = new Kysely({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const compiled = preparedStatement('store_leads', sql`select ${1} as one`).compile(offline);
    expect(preparedNameOf(compiled.sql)).toBe('store_leads');
    expect(preparedNameOf('select 1')).toBeUndefined();
    expect(preparedNameOf('select 1 /* prepared: later */')).toBeUndefined();
  });

  it('refuses a name PostgreSQL would not take as is', () => {
    expect(() => preparedStatement('Store Leads', sql`select 1`)).toThrow('bad statement name');
  });
});

describe.skipIf(!postgresBackend.available)('named statements on the PostgreSQL server', () => {
  let opened: OpenedBackend;

  beforeAll(async () => {
    opened = await postgresBackend.open();
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  it('runs a marked statement as a named prepared statement, and leaves others unnamed', async () => {
    const { db } = opened.database;
    // One connection for the whole check: prepared statements belong to a session.
    const names = await db.connection().execute(async (connection) => {
      for (const value of [1, 2, 3]) {
        const marked = await preparedStatement(
          'add_one',
          sql<{ sum: number }>`
          select ${value}::int + 1 as sum`,
        ).execute(connection);
        expect(marked.rows).toEqual([{ sum: value + 1 }]);
        await sql`select ${value}::int as unmarked`.execute(connection);
      }
      const prepared = await sql<{ name: string }>`
        select name from pg_prepared_statements order by name`.execute(connection);
      return prepared.rows.map((row) => row.name);
    });
    expect(names).toEqual(['add_one']);
  });
});
