/** The range of GET /api/insights and `npm run leads -- insights`, checked the same way. */

import { defaultInsightsDays, maxInsightsDays } from '@contract/insights';
import { addDays, daysBetween } from '@server/events/site-day';
import { z } from 'zod';

const dayParameter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date like 2026-01-31')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Must be a real date like 2026-01-31')
  .optional();

export interface InsightsRange {
  from: string;
  to: string;
}

/** `today` is today in the site's time zone: the default end of the range. */
export function insightsQuery(today: string) {
  return z
    .object({ from: dayParameter, to: dayParameter })
    .transform(({ from, to }, context): InsightsRange => {
      const end = to ?? (from && from > today ? from : today);
      const start = from ?? addDays(end, -(defaultInsightsDays - 1));
      if (start > end) {
        context.addIssue({ code: 'custom', path: ['from'], message: 'Must not be after to' });
        return z.NEVER;
      }
      if (daysBetween(start, end) > maxInsightsDays) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `The range may hold at most ${maxInsightsDays} days`,
        });
        return z.NEVER;
      }
      return { from: start, to: end };
    });
}
