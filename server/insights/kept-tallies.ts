/**
 * The counts of a range (visits and leads), kept in memory by GET /api/insights (decision
 * 082) while nothing has written to its days. Events and leads are counted on the day they
 * arrive, so a day's counts stop changing soon after it ends (but for a lead erased or
 * purged): a year's insights then read from the database one number per part, its days' sum
 * of writes (migration 0009), instead of thousands of roll-up rows and a year of leads. Today
 * is kept too, as a part of its own: it changes with every batch of visit events, each of
 * which adds to today's writes, so its copy serves the requests between two batches and the
 * days before today stay kept whatever today does.
 *
 * Correct with several instances and across a change of day, because a copy is not trusted
 * on the clock's word: each request compares the sum of writes of the copied days with the
 * one read before the copy was made. A batch that lands on a day after it ended (it started
 * before midnight, or another instance's clock is behind), a batch from another instance, a
 * new, erased or purged lead, a deletion by hand: each adds to that sum in the statement that
 * changes the counts (by trigger for the leads), so the next request reads those days again.
 * The clock only decides how a range is cut into parts.
 */

import { insightsWrites } from '@server/db/insights-repository';
import type { DatabaseSchema } from '@server/db/schema';
import { addDays } from '@server/events/site-day';
import type { Kysely } from 'kysely';
import { type InsightsTally, readInsightsRows, tallyInsights } from './insights';
import type { InsightsRange } from './insights-query';

/** Of two 'YYYY-MM-DD' days, the earlier and the later (they compare as text). */
const earlier = (a: string, b: string) => (a <= b ? a : b);
const later = (a: string, b: string) => (a >= b ? a : b);

interface Copy {
  /** The days' sum of writes, read before their counts. */
  writes: string;
  /** Never changed once made: every request adds today to it into new objects. */
  tally: Promise<InsightsTally>;
}

/** Ranges asked for differ little (the last 30 days, this year…): a few copies suffice. */
const defaultMaxCopies = 16;

export class KeptTallies {
  /** By range, oldest use first (a Map keeps insertion order). */
  private readonly copies = new Map<string, Copy>();

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    /** The site's (SITE_TIME_ZONE): the leads' days. */
    private readonly timeZone: string,
    private readonly maxCopies = defaultMaxCopies,
  ) {}

  /** The counts of `range`, its days before `today` and the rest: each from its copy while unchanged. */
  async read(range: InsightsRange, today: string): Promise<InsightsTally[]> {
    const yesterday = addDays(today, -1);
    const closed =
      range.from <= yesterday ? { from: range.from, to: earlier(range.to, yesterday) } : undefined;
    const live = range.to >= today ? { from: later(range.from, today), to: range.to } : undefined;
    const parts = await Promise.all([closed && this.kept(closed), live && this.kept(live)]);
    return parts.filter((part) => part !== undefined);
  }

  private async kept(range: InsightsRange): Promise<InsightsTally> {
    const key = `${range.from}/${range.to}`;
    // Read before the counts: a write between the two makes the next check differ, so at worst
    // the copy is read again, never kept stale.
    const writes = await insightsWrites(this.db, range.from, range.to);
    const copy = this.copies.get(key);
    this.copies.delete(key);
    if (copy?.writes === writes) {
      this.copies.set(key, copy);
      return copy.tally;
    }
    const tally = readInsightsRows(this.db, range, this.timeZone).then(tallyInsights);
    const fresh = { writes, tally };
    this.copies.set(key, fresh);
    for (const oldest of this.copies.keys()) {
      if (this.copies.size <= this.maxCopies) break;
      this.copies.delete(oldest);
    }
    // A failed read is not kept: the next request reads again.
    tally.catch(() => {
      if (this.copies.get(key) === fresh) this.copies.delete(key);
    });
    return tally;
  }
}
