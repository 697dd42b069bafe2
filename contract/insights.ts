/**
 * GET /api/insights: the marketing team's view of visits and leads over a range of days in the
 * site's time zone (SITE_TIME_ZONE). Visits come from the first-party visit counts, leads from
 * the leads table by their attribution, so both join on the same source, medium and campaign.
 * Shared by the API, `npm run leads -- insights` and the inbox UI.
 */
import type { Language } from './languages';
import type { NamedEventName } from './visit-events';

/** The range without one asked for: the last 30 days, today included. */
export const defaultInsightsDays = 30;

/** Longest range one request may ask for, in days. */
export const maxInsightsDays = 366;

/** Leads whose visit left no attribution (no JavaScript, or sent before attribution). */
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
  leads: number;
  /** leads ÷ visits (0 without visits), four decimals. */
  conversionRate: number;
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

export interface InsightsPage extends Omit<InsightsCounts, 'leads' | 'conversionRate'> {
  path: string;
  language: Language;
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
  /** Most visits first. */
  bySource: InsightsSource[];
  /** Most views first. */
  byPage: InsightsPage[];
  byLanguage: InsightsLanguage[];
}
