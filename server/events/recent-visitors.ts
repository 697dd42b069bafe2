/**
 * The visitors this instance counted in the last 30 minutes, so that their next events skip
 * the database's row of the visitor (decision 080). The row decides whether an event starts
 * a visitor or a visit and under which source the visit counts; reading, locking and writing
 * it was more than half of a batch's cost. For a visitor this instance saw less than 30
 * minutes ago, the answer is known without it: the row exists (this instance wrote or read
 * it today), the visit goes on (the last event is less than 30 minutes old), and its source
 * is the one the row gave (a visit's source changes only when a new visit starts, after 30
 * minutes without events). The database stays the truth: a visitor this instance has not
 * seen, or not for 30 minutes, goes through the row as before, and what the row answers is
 * remembered.
 *
 * The row's last-seen time is still written, at most once per `refreshMs` per visitor, and
 * the times not yet written are written when the server stops (`unwritten`): another instance,
 * or this one after a restart, decides a visit's end from it. Only a crash, or a visitor whose
 * events alternate between instances, can leave it up to `refreshMs` behind, so that a pause
 * of 29 to 30 minutes there might end a visit early. Visitors are counted once a day exactly.
 *
 * Nothing here is stored: the hashes are the ones the row holds, kept in memory for 30
 * minutes after a visitor's last event and forgotten at the end of the day.
 */
import {
  type KnownVisitors,
  type VisitAttribution,
  type VisitorRow,
  type VisitorSeen,
  visitIdleMinutes,
} from '@server/db/visit-counts-repository';

interface Entry extends VisitAttribution {
  /** This instance's last event of the visitor (ms). */
  seenAt: number;
  /** The last-seen time this instance last wrote to the row (ms); the row holds it or later. */
  writtenAt: number;
  /** Goals the row said the visit had reached (it may have reached more since, never fewer). */
  goals: number;
}

const visitIdleMs = visitIdleMinutes * 60_000;

export class RecentVisitors {
  private day: string | undefined;
  private entries = new Map<string, Entry>();
  private sweptAt = 0;

  constructor(
    /** How often a visitor's row is given their last-seen time at most. */
    private readonly refreshMs = 60_000,
    /** No more visitors than this are remembered (a flood of made-up ones goes to the rows). */
    private readonly maxVisitors = 100_000,
  ) {}

  /**
   * Which of a batch's visitors (in the order of their events) skip their rows. A visitor
   * whose events reach a goal (`reached`, bits) their visit is not known to have reached goes
   * through the row, which counts a goal once per visit (migration 0060).
   */
  plan(
    day: string,
    visitors: readonly string[],
    now: Date,
    reached: ReadonlyMap<string, number> = new Map(),
  ): KnownVisitors {
    const at = now.getTime();
    this.startDay(day);
    this.sweep(at);
    const known = new Map<string, VisitAttribution>();
    const touched: VisitorSeen[] = [];
    for (const visitor of visitors) {
      if (known.has(visitor)) continue;
      const entry = this.entries.get(visitor);
      if (!entry || at - entry.seenAt >= visitIdleMs || at < entry.seenAt) continue;
      if (((reached.get(visitor) ?? 0) & ~entry.goals) !== 0) continue;
      const visit = { source: entry.source, medium: entry.medium, campaign: entry.campaign };
      known.set(visitor, visit);
      if (at - entry.writtenAt >= this.refreshMs) touched.push({ visitor, at: now, ...visit });
    }
    return { known, touched };
  }

  /** After the batch `plan` was made for committed: `rows` are the rows it read. */
  committed(day: string, plan: KnownVisitors, rows: readonly VisitorRow[], now: Date) {
    if (day !== this.day) return;
    const at = now.getTime();
    for (const visitor of plan.known.keys()) {
      const entry = this.entries.get(visitor);
      if (entry) entry.seenAt = Math.max(entry.seenAt, at);
    }
    for (const { visitor } of plan.touched) {
      const entry = this.entries.get(visitor);
      if (entry) entry.writtenAt = Math.max(entry.writtenAt, at);
    }
    for (const row of rows) {
      if (!this.entries.has(row.visitor) && this.entries.size >= this.maxVisitors) continue;
      this.entries.set(row.visitor, {
        source: row.source,
        medium: row.medium,
        campaign: row.campaign,
        seenAt: at,
        writtenAt: at,
        goals: row.goals,
      });
    }
  }

  /** The last-seen times the rows do not have yet, for the server's last write. */
  unwritten(): { day: string; seen: VisitorSeen[] } | undefined {
    if (!this.day) return undefined;
    const seen: VisitorSeen[] = [];
    for (const [visitor, entry] of this.entries) {
      if (entry.seenAt > entry.writtenAt) {
        const { source, medium, campaign } = entry;
        seen.push({ visitor, at: new Date(entry.seenAt), source, medium, campaign });
      }
    }
    return { day: this.day, seen };
  }

  /** The hashes of another day mean nothing today (a new salt): forget them. */
  private startDay(day: string) {
    if (this.day === day) return;
    this.day = day;
    this.entries.clear();
  }

  /**
   * Forgets, once a minute, visitors idle for 30 minutes: their next event starts a new
   * visit, which the row decides. Their unwritten last-seen time no longer matters either.
   */
  private sweep(at: number) {
    if (at - this.sweptAt < 60_000) return;
    this.sweptAt = at;
    for (const [visitor, entry] of this.entries) {
      if (at - entry.seenAt >= visitIdleMs) this.entries.delete(visitor);
    }
  }
}
