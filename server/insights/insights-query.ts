/** The range of GET /api/insights and `npm run leads -- insights`, checked the same way. */

import { allowedDay, latestDay } from '@contract/calendar-days';
import { defaultInsightsDays, maxInsightsDays } from '@contract/insights';
import { addDays, daysBetween } from '@server/events/site-day';
import { z } from 'zod';

// Every day within the bounds of contract/calendar-days.ts (decision 300), so no range, its
// default start or its previous period walks past them.
const dayParameter = allowedDay.optional();

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
      if (end > latestDay) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `Must not be after ${latestDay}`,
        });
        return z.NEVER;
      }
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
