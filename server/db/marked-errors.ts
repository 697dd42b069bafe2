/**
 * Marks every error that comes out of the database layer (Kysely's driver and its
 * connections), so that only those can be taken for a database outage: an `ECONNRESET`
 * from a visitor who hung up mid-request looks like one from a lost database connection,
 * and must not be logged as `database unavailable` nor answered 503.
 */
import type { CompiledQuery, DatabaseConnection, Dialect, Driver } from 'kysely';

const fromDatabase = Symbol('error from the database layer');

export function isFromDatabase(error: unknown): boolean {
  return error instanceof Error && (error as { [fromDatabase]?: true })[fromDatabase] === true;
}

function markAndThrow(error: unknown): never {
  if (error instanceof Error) (error as { [fromDatabase]?: true })[fromDatabase] = true;
  throw error;
}

function markingDriver(driver: Driver): Driver {
  // Kysely hands our wrapped connections back to the driver, which needs its own objects.
  const originals = new WeakMap<object, DatabaseConnection>();
  const original = (value: unknown) =>
    (typeof value === 'object' && value !== null && originals.get(value)) || value;
  const wrap = (connection: DatabaseConnection): DatabaseConnection => {
    const wrapped: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) =>
        connection.executeQuery<R>(query).catch(markAndThrow),
      async *streamQuery<R>(query: CompiledQuery, chunkSize: number) {
        try {
          yield* connection.streamQuery<R>(query, chunkSize);
        } catch (error) {
          markAndThrow(error);
        }
      },
    };
    originals.set(wrapped, connection);
    return wrapped;
  };
  // Every method of the driver, the optional savepoint ones included.
  return new Proxy(driver, {
    get(target, property) {
      const member = Reflect.get(target, property, target);
      if (typeof member !== 'function') return member;
      return async (...args: unknown[]) => {
        try {
          const result = await member.apply(target, args.map(original));
          return property === 'acquireConnection' ? wrap(result) : result;
        } catch (error) {
          markAndThrow(error);
        }
      };
    },
  });
}

/** The dialect, with every error of its driver marked as the database layer's. */
export function markingDatabaseErrors(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => markingDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
