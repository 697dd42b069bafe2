/**
 * A cap on the distinct values the visit counts take per day (decision 221): paths, sources,
 * media and campaigns come from visitors' URLs, and each new one adds permanent rows. Up to
 * EVENTS_DISTINCT_MAX of each are counted by name per day; past that, a new value is counted
 * as "(other)". Values already counted that day keep their name.
 *
 * Each instance keeps the day's values in memory, starting from those the day's rows already
 * hold (a restart, or the values another instance counted before this one's first event). With
 * several instances, each may admit its own new values: at most instances × the cap a day.
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

/** The values a day's rows already hold, by kind. */
export type LoadDay = (day: string) => Promise<Record<DistinctKind, string[]>>;

/**
 * Values that never count against the cap: no value, no source, "(other)" itself, and the
 * contact page, a step of the funnel (decision 255) that a flood of made-up paths must not hide.
 */
const alwaysKept = new Set(['', directSource, otherValue, ...contactPagePaths]);

export class DailyDistinct {
  private day: string | undefined;
  private values: Promise<Record<DistinctKind, Set<string>>> | undefined;

  constructor(
    private readonly max: number,
    private readonly loadDay: LoadDay,
  ) {}

  /** The event's fields as counted: each new value past the day's cap becomes "(other)". */
  async cap<T extends DistinctFields>(day: string, event: T): Promise<T> {
    const values = await this.valuesOf(day);
    let capped: T | undefined;
    for (const kind of distinctKinds) {
      const value = event[kind];
      const seen = values[kind];
      if (alwaysKept.has(value) || seen.has(value)) continue;
      if (seen.size < this.max) {
        seen.add(value);
        continue;
      }
      capped ??= { ...event };
      capped[kind] = otherValue as T[DistinctKind];
    }
    return capped ?? event;
  }

  private valuesOf(day: string) {
    if (this.day === day && this.values) return this.values;
    this.day = day;
    const values = this.loadDay(day).then(
      (loaded) =>
        Object.fromEntries(distinctKinds.map((kind) => [kind, new Set(loaded[kind])])) as Record<
          DistinctKind,
          Set<string>
        >,
    );
    this.values = values;
    // A failed load is not kept: the next event asks again.
    values.catch(() => {
      if (this.values === values) this.values = undefined;
    });
    return values;
  }
}
