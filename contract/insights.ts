/**
 * GET /api/insights: the marketing team's view of visits and leads over a range of days in the
 * site's time zone (SITE_TIME_ZONE). Visits come from the first-party visit counts, leads from
 * the leads table. Shared by the API, `npm run leads -- insights` and the inbox UI.
 *
 * One accounting (decision 220): a lead belongs to the counted visit that sent it and carries
 * that visit's source, medium and campaign; the visit is counted as having sent a lead once,
 * on its own row. So `conversionRate` (visits that sent a lead ÷ visits) is at most 1 on every
 * row by construction. Leads whose visit was not counted (no JavaScript, a blocked tracker, a
 * filtered browser) are in `leadsWithoutVisit`, never in a source's rate.
 */
import type { Language } from './languages';
import type { NamedEventName } from './visit-events';

/** The range without one asked for: the last 30 days, today included. */
export const defaultInsightsDays = 30;

/** Longest range one request may ask for, in days. */
export const maxInsightsDays = 366;

/**
 * What the lists leave out, as one row: the values past the top `listedRows`, and those the
 * counts took under "(other)" once a day's cap of distinct values was reached (decision 221).
 */
export const otherValue = '(other)';

/** Rows of a list (sources, pages) before the "(other)" row. */
export const listedRows = 100;

/** Leads whose form sent no attribution (ANALYTICS=off: no JavaScript, an older client). */
export const unattributedSource = '(not set)';

/** Named events counted (contract/visit-events.ts: module_opened, …, whatsapp_clicked). */
export type EventCounts = Record<NamedEventName, number>;

export interface InsightsCounts {
  /** Page views. */
  views: number;
  /** Visits that started (a visit ends after 30 minutes without events). */
  visits: number;
  /** Unique visitors per day, added up over the days (as Plausible counts them). */
  visitors: number;
  /** Leads sent: from counted visits on a source's row, every lead in a total or a day. */
  leads: number;
  /** Visits that sent at least one lead (a visit that sent two counts once). */
  leadVisits: number;
  /** leadVisits ÷ visits, four decimals, at most 1; null without visits (shown as "—"). */
  conversionRate: number | null;
}

export interface InsightsDay extends InsightsCounts {
  /** YYYY-MM-DD in the site's time zone. */
  day: string;
  events: EventCounts;
}

export interface InsightsSource extends InsightsCounts {
  source: string;
  medium: string | null;
  campaign: string | null;
  /** The named events of the visits from this source (WhatsApp clicks beside the leads). */
  events: EventCounts;
}

/**
 * A page: its views, and the visits that landed on it (their first page) with the share of
 * those that sent a lead. Its `leads` are the leads of the visits that landed there.
 */
export interface InsightsPage extends InsightsCounts {
  path: string;
  /** null on the "(other)" row only. */
  language: Language | null;
  events: EventCounts;
}

export interface InsightsLanguage extends InsightsCounts {
  language: Language;
}

export interface Insights extends InsightsCounts {
  /** First and last day, both included (YYYY-MM-DD). */
  from: string;
  to: string;
  timeZone: string;
  events: EventCounts;
  /** Every day of the range, oldest first, zeros included. */
  byDay: InsightsDay[];
  /**
   * Leads whose visit was not counted: in the totals and the days, in no source's row.
   * Without visit counts (ANALYTICS=off) there is no counted visit, and the sources list
   * the leads by the attribution their form sent instead.
   */
  leadsWithoutVisit: number;
  /**
   * Most visits first: the top 100, then one "(other)" row (source "(other)", no medium or
   * campaign) for the rest and for what the day's cap counted as "(other)", if any.
   */
  bySource: InsightsSource[];
  /** Most views first: the top 100, then one "(other)" row (path "(other)", no language). */
  byPage: InsightsPage[];
  byLanguage: InsightsLanguage[];
}
