/**
 * A cap on the distinct values the visit counts take per day (decision 221): paths, sources,
 * media and campaigns come from visitors' URLs, and each new one adds permanent rows. Up to
 * EVENTS_DISTINCT_MAX of each are counted by name per day; past that, a new value is counted
 * as "(other)". Values already counted that day keep their name.
 *
 * The day's admitted values are registered in the database (server/db/
 * counted-values-repository.ts), so the cap holds for every instance together. Each instance remembers what
 * it has learnt (values admitted, kinds full) and asks the register only about a value it has
 * not seen yet, and only while its kind is not known to be full.
 *
 * The counts' rows are keyed by the combination of those values, so capping each kind alone
 * still let a day's rows grow as their product: the day's distinct combinations are capped
 * too (decision 303), at `combinationsPerValue` times the cap of a kind; past that, a new
 * combination is counted with its values as "(other)" (those always kept keep their name).
 */
import { directSource } from '@contract/attribution';
import { otherValue } from '@contract/insights';
import { contactPagePaths } from '@contract/visit-events';

/** The values an event is counted under. */
export interface DistinctFields {
  path: string;
  source: string;
  medium: string;
  campaign: string;
}

export type DistinctKind = keyof DistinctFields;

export const distinctKinds: readonly DistinctKind[] = ['path', 'source', 'medium', 'campaign'];

/** The register's kind for the combination of an event's values, its counts' key. */
export const combinationKind = 'combination';

/** What the register admits: a value of a kind, or a combination of them. */
export type RegisteredKind = DistinctKind | typeof combinationKind;

/** A day's combinations are capped at this many times the cap of one kind (decision 303). */
export const combinationsPerValue = 4;

/** An event's values that key its counts' rows: its language is one of a few, never capped. */
export interface CombinationFields extends DistinctFields {
  language: string;
}

/** The combination's value in the register: the counts' key, one field a line. */
export const combinationOf = (event: CombinationFields) =>
  [event.path, event.language, event.source, event.medium, event.campaign].join('\n');

/** The shared register of the day's admitted values. */
export interface DistinctRegister {
  /** The day's admitted values by kind (taking in those its counts already hold). */
  load(day: string): Promise<Record<RegisteredKind, string[]>>;
  /** Whether the value is admitted (already, or now because the day has room for its kind). */
  admit(day: string, kind: RegisteredKind, value: string): Promise<boolean>;
}

/**
 * Values that never count against the cap: no value, no source, "(other)" itself, and the
 * contact page, a step of the funnel (decision 255) that a flood of made-up paths must not hide.
 */
export const alwaysKept: ReadonlySet<string> = new Set([
  '',
  directSource,
  otherValue,
  ...contactPagePaths,
]);

const registeredKinds: readonly RegisteredKind[] = [...distinctKinds, combinationKind];

interface Day {
  admitted: Record<RegisteredKind, Set<string>>;
  full: Set<RegisteredKind>;
}

export class DailyDistinct {
  private day: string | undefined;
  private values: Promise<Day> | undefined;

  constructor(private readonly register: DistinctRegister) {}

  /** The event's fields as counted: each new value past the day's cap becomes "(other)". */
  async cap<T extends CombinationFields>(day: string, event: T): Promise<T> {
    const capped = await this.capValues(day, event);
    const known = await this.valuesOf(day);
    const combination = combinationOf(capped);
    if (distinctKinds.every((kind) => alwaysKept.has(capped[kind]))) return capped;
    if (known.admitted.combination.has(combination)) return capped;
    if (
      !known.full.has(combinationKind) &&
      (await this.register.admit(day, combinationKind, combination))
    ) {
      known.admitted.combination.add(combination);
      return capped;
    }
    known.full.add(combinationKind);
    const folded = { ...capped };
    for (const kind of distinctKinds) {
      if (!alwaysKept.has(folded[kind])) folded[kind] = otherValue as T[DistinctKind];
    }
    return folded;
  }

  /** Each kind capped alone: a new value past the day's cap of its kind becomes "(other)". */
  private async capValues<T extends DistinctFields>(day: string, event: T): Promise<T> {
    const known = await this.valuesOf(day);
    let capped: T | undefined;
    for (const kind of distinctKinds) {
      const value = event[kind];
      if (alwaysKept.has(value) || known.admitted[kind].has(value)) continue;
      if (!known.full.has(kind) && (await this.register.admit(day, kind, value))) {
        known.admitted[kind].add(value);
        continue;
      }
      // Values are never taken out of a day's register: once full, full until the day ends.
      known.full.add(kind);
      capped ??= { ...event };
      capped[kind] = otherValue as T[DistinctKind];
    }
    return capped ?? event;
  }

  private valuesOf(day: string) {
    if (this.day === day && this.values) return this.values;
    this.day = day;
    const values = this.register.load(day).then(
      (loaded): Day => ({
        admitted: Object.fromEntries(
          registeredKinds.map((kind) => [kind, new Set(loaded[kind])]),
        ) as Day['admitted'],
        full: new Set(),
      }),
    );
    this.values = values;
    // A failed load is not kept: the next event asks again.
    values.catch(() => {
      if (this.values === values) this.values = undefined;
    });
    return values;
  }
}
