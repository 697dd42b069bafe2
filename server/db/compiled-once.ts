/**
 * A statement whose text never changes, compiled by Kysely once per process: each later run
 * only puts its values in order. The batch of visit events is one long statement built from
 * dozens of nested `sql` fragments; compiling it again for every batch cost about a quarter
 * of the batch on the embedded database, in the server's own thread (docs/benchmarks.md,
 * 2026-11-26, visit events). The same text each time also keeps the prepared statement found
 * by its text without building the text anew.
 */
import { CompiledQuery, type Kysely, type QueryResult, type RawBuilder } from 'kysely';

/** Where a named value goes: compiled as a parameter, replaced by the value at each run. */
class Slot {
  constructor(readonly name: string) {}
}

/** A slot for the value named `name` of the run's values. */
export type SlotOf<V> = (name: keyof V & string) => unknown;

/**
 * `build` writes the statement with `slot(name)` wherever a value goes (a value, not SQL: the
 * text must not depend on the values). The result runs it with a run's values.
 */
export function compiledOnce<V extends Record<string, unknown>, R>(
  build: (slot: SlotOf<V>) => RawBuilder<R>,
): <DB>(db: Kysely<DB>, values: V) => Promise<QueryResult<R>> {
  let compiled: { sql: string; names: string[] } | undefined;
  return (db, values) => {
    compiled ??= compile(db, build);
    const parameters = compiled.names.map((name) => values[name]);
    return db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
  };
}

function compile<DB, R>(db: Kysely<DB>, build: (slot: (name: string) => unknown) => RawBuilder<R>) {
  const query = build((name) => new Slot(name)).compile(db);
  const names = query.parameters.map((parameter) => {
    if (!(parameter instanceof Slot))
      throw new Error('a value of a compiled-once statement is not in a slot');
    return parameter.name;
  });
  return { sql: query.sql, names };
}
