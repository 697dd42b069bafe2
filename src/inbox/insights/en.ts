import type { Texts } from '@/i18n/texts';
import type { pt } from './pt';

export const en: Texts<typeof pt> = {
  heading: 'Insights',
  intro: (timeZone) =>
    `Visits to the site and leads received, by day and by source. Days in the ${timeZone} time zone.`,
  from: 'From',
  to: 'To',
  apply: 'Show',
  lastDays: (days) => `Last ${days} days`,
  rangeMissing: 'Choose both dates.',
  rangeBackwards: 'The first date must come before the last.',
  rangeTooLong: (days) => `The period may hold at most ${days} days.`,
  range: (from, to) => `From ${from} to ${to}`,
  visitsOff:
    'This server does not count visits (ANALYTICS=off): only leads are counted, by the source their form sent, and there is no conversion rate.',
  totals: 'Totals for the period',
  visits: 'Visits',
  visitors: 'Visitors',
  leads: 'Leads',
  whatsappClicks: 'WhatsApp clicks',
  conversion: 'Conversion',
  chartCaption: (from, to) => `Visits and leads per day, ${from} to ${to}`,
  chartSummary: (visits, leads, busiest) =>
    `Chart: ${visits} visits and ${leads} leads in the period.${busiest ? ` Busiest day: ${busiest}.` : ''} Each day's numbers are in the “Numbers per day” table.`,
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be loaded; the numbers are in the tables.',
  byDayToggle: 'Numbers per day',
  day: 'Day',
  bySource: 'By source',
  bySourceNote:
    "The visit's source, medium and campaign (utm_source, utm_medium, utm_campaign, or the site it came from). Each lead counts on the visit that sent it; conversion is the share of visits that sent a lead, so it never exceeds 100%.",
  withoutVisit: 'Leads without a counted visit',
  withoutVisitNote:
    'Leads sent without a counted visit (no JavaScript, a blocker, or a filtered browser): in the total, outside every source and rate.',
  notCounted: 'not counted',
  noRate: 'no rate: no visits',
  sourceColumn: 'Source (medium · campaign)',
  total: 'Total',
  noSources: 'No visits or leads in the period.',
  none: '—',
};
