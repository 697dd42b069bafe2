/**
 * The daily cap's register in the database (decision 221), as DailyDistinct asks it: shared by
 * every instance on one database.
 */
import {
  admitValue,
  registeredValuesOf,
  registerValues,
} from '@server/db/counted-values-repository';
import type { DatabaseSchema } from '@server/db/schema';
import { countedValuesOf } from '@server/db/visit-counts-repository';
import type { Kysely } from 'kysely';
import {
  alwaysKept,
  type DistinctKind,
  type DistinctRegister,
  distinctKinds,
} from './daily-distinct';

export function databaseRegister(db: Kysely<DatabaseSchema>, max: number): DistinctRegister {
  return {
    async load(day) {
      // Values the day's counts hold without a register entry (counted before this register
      // existed) are taken in, so the register always covers what the counts name.
      const counted = await countedValuesOf(db, day);
      await registerValues(
        db,
        day,
        distinctKinds.flatMap((kind) =>
          counted[kind].filter((value) => !alwaysKept.has(value)).map((value) => ({ kind, value })),
        ),
      );
      const loaded = Object.fromEntries(distinctKinds.map((kind) => [kind, [] as string[]]));
      for (const { kind, value } of await registeredValuesOf(db, day)) loaded[kind]?.push(value);
      return loaded as Record<DistinctKind, string[]>;
    },
    admit: (day, kind, value) => admitValue(db, day, { kind, value }, max),
  };
}
