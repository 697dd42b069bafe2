/**
 * Named prepared statements on PostgreSQL for the statements that ask for one.
 *
 * node-postgres runs a query as a named prepared statement when it is given a name: the
 * server parses and plans it once per connection, then only binds and executes it. Kysely
 * hands the driver text and values only, so the pool given to Kysely wraps each client and
 * names the statements whose text starts with a `/* prepared: name *\/` comment (see
 * `preparedStatement`). Only marked statements are named, because a named statement stays
 * on its connection for as long as the connection lives: texts that vary (lists of values)
 * must not pile up there. The leads' group commit is one such statement; naming it took
 * PostgreSQL's part of a commit of ten leads from 1.7 to 1.4 ms on the benchmark machine.
 */
import type {
  PostgresCursor,
  PostgresPool,
  PostgresPoolClient,
  PostgresQueryResult,
  RawBuilder,
} from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';

const marker = /^\/\* prepared: ([a-z_][a-z0-9_]{0,62}) \*\//;

/** The statement, marked to run as the named prepared statement `name` on PostgreSQL. */
export function preparedStatement<T>(name: string, statement: RawBuilder<T>): RawBuilder<T> {
  if (!marker.test(`/* prepared: ${name} */`)) throw new Error(`bad statement name: ${name}`);
  return sql<T>`/* prepared: ${sql.raw(name)} */ ${statement}`;
}

/** The name a statement's text asks to be prepared under, if any. */
export function preparedNameOf(text: string): string | undefined {
  return marker.exec(text)?.[1];
}

/** The pool for Kysely's PostgresDialect, naming the marked statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pg client, so Kysely (which keeps a connection per client) keeps its own.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(
      text: string,
      parameters: readonly unknown[],
    ): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query(
      textOrCursor: string | PostgresCursor<unknown>,
      parameters?: readonly unknown[],
    ): Promise<unknown> | PostgresCursor<unknown> {
      // A cursor is a pg Submittable: pg runs it and hands it back.
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
      const name = preparedNameOf(textOrCursor);
      const values = [...(parameters ?? [])];
      return name
        ? client.query({ name, text: textOrCursor, values })
        : client.query(textOrCursor, values);
    }
    // `destroy`: Kysely discards a connection whose query it cancelled; it must not go back.
    return { query, release: (destroy?: boolean) => client.release(destroy) };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
    options: pool.options,
  };
}
