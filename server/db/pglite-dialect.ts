/**
 * Kysely dialect for PGlite (embedded PostgreSQL in WebAssembly). PGlite is one session, so
 * the driver hands out that single connection to one user at a time: a transaction's
 * statements never interleave with another request's. Queries run as prepared statements
 * (pglite-statements.ts). SQL, adapter and introspection are Kysely's PostgreSQL ones, so the
 * same queries run on PGlite and on a PostgreSQL server.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGliteStatements } from './pglite-statements';

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** First come, first served: each caller waits for the previous one to release. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    return previous.then(() => release);
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly statements: PGliteStatements,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.query<R>(compiledQuery.sql, compiledQuery.parameters);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  /** PGlite answers with whole results; they are yielded as one chunk. */
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiledQuery);
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #statements: PGliteStatements;

  constructor(private readonly pglite: PGlite) {
    this.#statements = new PGliteStatements(pglite);
  }

  async init() {
    await this.pglite.waitReady;
    // PGlite's build of PostgreSQL sends a NOTICE for every Bind to a named statement
    // ("bind <unnamed> to …"); nobody reads notices here, and parsing them cost 5% of a commit.
    await this.pglite.exec('set client_min_messages = warning');
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    return new PGliteConnection(this.#statements, release);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const options = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].join(' ');
    await connection.executeQuery(CompiledQuery.raw(`start transaction ${options}`.trim()));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release();
  }

  /** The PGlite instance belongs to whoever opened it (see database.ts), who closes it. */
  async destroy() {}
}
