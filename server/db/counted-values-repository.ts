/**
 * The register of the values a day's visit counts may name (decision 221, migration 0071):
 * every instance admits a new path, source, medium or campaign here before counting it by
 * name, so the daily cap holds for all instances together.
 */
import { type Kysely, sql } from 'kysely';
import type { CountedValuesTable, DatabaseSchema } from './schema';

type Db = Kysely<DatabaseSchema>;

export type CountedKind = CountedValuesTable['kind'];

export interface KindAndValue {
  kind: CountedKind;
  value: string;
}

/** The day's admitted values. */
export async function registeredValuesOf(db: Db, day: string): Promise<KindAndValue[]> {
  return db.selectFrom('counted_values').select(['kind', 'value']).where('day', '=', day).execute();
}

/** Records values already counted (those of a server from before the register), uncapped. */
export async function registerValues(db: Db, day: string, values: readonly KindAndValue[]) {
  if (values.length === 0) return;
  await db
    .insertInto('counted_values')
    .values(values.map(({ kind, value }) => ({ day, kind, value })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Admits the value if it is already registered or the day still has room for its kind;
 * answers whether it is admitted. Under a lock per day and kind, so instances admitting at
 * the same moment never take the day past `max`.
 */
export async function admitValue(
  db: Db,
  day: string,
  { kind, value }: KindAndValue,
  max: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(22101, hashtext(${`${day} ${kind}`}))`.execute(trx);
    const row = await trx
      .selectFrom('counted_values')
      .select([
        sql<string>`count(*)`.as('admitted'),
        sql<boolean>`coalesce(bool_or(value = ${value}), false)`.as('known'),
      ])
      .where('day', '=', day)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    if (row.known) return true;
    if (Number(row.admitted) >= max) return false;
    await trx.insertInto('counted_values').values({ day, kind, value }).execute();
    return true;
  });
}

/** Past days' registers: a day's cap matters only while it is the day events arrive in. */
export async function forgetPastRegisters(db: Db, today: string) {
  await db.deleteFrom('counted_values').where('day', '<', today).execute();
}
