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
  combinationKind,
  combinationsPerValue,
  type DistinctRegister,
  distinctKinds,
  type RegisteredKind,
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
      // Combinations counted before their register (decision 303) are not taken in: the cap
      // of combinations only bounds the new ones, as the old rows are there already.
      const loaded = Object.fromEntries(
        [...distinctKinds, combinationKind].map((kind) => [kind, [] as string[]]),
      );
      for (const { kind, value } of await registeredValuesOf(db, day)) loaded[kind]?.push(value);
      return loaded as Record<RegisteredKind, string[]>;
    },
    admit: (day, kind, value) =>
      admitValue(
        db,
        day,
        { kind, value },
        kind === combinationKind ? max * combinationsPerValue : max,
      ),
  };
}
