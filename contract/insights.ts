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
import type { NamedEventName, VisitGoalName } from './visit-events';

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

/**
 * Visits that reached each goal (contract/visit-events.ts), counted once per visit on the row
 * the visit itself is counted on, like `leadVisits`: a visit that views the contact page three
 * times, or starts the form twice, counts once, and each is at most `visits` on every row.
 */
export type GoalVisits = Record<VisitGoalName, number>;

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
  goalVisits: GoalVisits;
}

/**
 * What changed since the previous period of the same length: each count in relative terms
 * ((now − before) ÷ before, four decimals; null when it was 0 before), the rate in points
 * (now − before, as fractions; null when either has no rate).
 */
export interface Change {
  views: number | null;
  visits: number | null;
  visitors: number | null;
  leads: number | null;
  conversionRate: number | null;
}

/** A total or a row beside the previous period of the same length. */
export interface Comparison {
  previous: InsightsCounts;
  change: Change;
}

export interface InsightsDay extends InsightsCounts {
  /** YYYY-MM-DD in the site's time zone. */
  day: string;
  events: EventCounts;
}

/** A source. Its funnel is `funnelOf(row)`: not sent, to keep 101 rows small. */
export interface InsightsSource extends InsightsCounts, Comparison {
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
export interface InsightsPage extends InsightsCounts, Comparison {
  path: string;
  /** null on the "(other)" row only. */
  language: Language | null;
  events: EventCounts;
}

export interface InsightsLanguage extends InsightsCounts, Comparison {
  language: Language;
}

export interface Insights extends InsightsCounts, Comparison {
  /** First and last day, both included (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The period the totals and rows are compared with: as long, just before. */
  previousRange: { from: string; to: string };
  timeZone: string;
  events: EventCounts;
  /** Visits → contact page → form started → lead sent, and the previous period's. */
  funnel: FunnelStep[];
  previousFunnel: FunnelStep[];
  /** Every goal's count and conversion, and the previous period's. */
  goals: Goal[];
  previousGoals: Goal[];
  /** Visitors seen in the last 30 minutes, now (whatever the range asked for). */
  realtimeVisitors: number;
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

/** Rounded to four decimals, like every rate of the answer. */
const fraction = (part: number, whole: number) =>
  whole > 0 ? Math.round((Math.min(part, whole) / whole) * 10_000) / 10_000 : null;

/** The funnel's steps, each a number of visits. */
export const funnelSteps = ['visits', 'contact_viewed', 'form_started', 'lead_sent'] as const;
export type FunnelStepName = (typeof funnelSteps)[number];

export interface FunnelStep {
  step: FunnelStepName;
  /** Visits that reached this step. */
  visits: number;
  /** This step's visits ÷ all visits; null without visits. */
  rate: number | null;
  /** Of the previous step's visits, the share that did not reach this one; null on the first step or after a step with no visits. */
  drop: number | null;
}

type FunnelCounts = Pick<InsightsCounts, 'visits' | 'leadVisits' | 'goalVisits'>;

/**
 * Visits → viewed the contact page → started the form → sent a lead, each counted once per
 * visit. The steps nest by construction: a form is started on the contact page, and a visit's
 * lead counts its form as started (server/db/lead-visits-repository.ts), so a drop is never
 * negative; it is clamped all the same for visits counted before migration 0060.
 */
export function funnelOf(row: FunnelCounts): FunnelStep[] {
  const counts = [
    row.visits,
    row.goalVisits.contact_viewed,
    row.goalVisits.form_started,
    row.leadVisits,
  ];
  return funnelSteps.map((step, index) => {
    const visits = counts[index] ?? 0;
    const before = index > 0 ? (counts[index - 1] ?? 0) : 0;
    return {
      step,
      visits,
      rate: fraction(visits, row.visits),
      drop:
        index > 0 && before > 0
          ? Math.round(Math.max(0, 1 - visits / before) * 10_000) / 10_000
          : null,
    };
  });
}

/** The goals shown: the named events and the lead sent. */
export const goalNames = [
  'module_opened',
  'demo_clicked',
  'language_switched',
  'whatsapp_clicked',
  'form_started',
  'lead_sent',
] as const satisfies readonly NamedEventName[];
export type GoalName = (typeof goalNames)[number];

export interface Goal {
  goal: GoalName;
  /** Times it happened (a visit may count more than once). */
  count: number;
  /** Visits that reached it at least once. */
  visits: number;
  /** visits ÷ all visits, at most 1; null without visits. */
  conversionRate: number | null;
}

type GoalCounts = FunnelCounts & Pick<InsightsCounts, 'leads'> & { events: EventCounts };

/**
 * A row's goals: the total's, a source's or a landing page's (whose `events` are those sent
 * on the page, so only its visits and rate are the landing visits').
 */
export function goalsOf(row: GoalCounts): Goal[] {
  return goalNames.map((goal) => {
    const visits = goal === 'lead_sent' ? row.leadVisits : row.goalVisits[goal];
    return {
      goal,
      count: goal === 'lead_sent' ? row.leads : row.events[goal],
      visits,
      conversionRate: fraction(visits, row.visits),
    };
  });
}
