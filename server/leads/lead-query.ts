/** The filters of a lead listing or export, shared by the HTTP API and the CLI. */
import { instantMessage, isAllowedInstant } from '@contract/calendar-days';
import { z } from 'zod';

const maxLeadsLimit = 10_000;
const defaultLeadsLimit = 100;

const limitMessage = `Must be a whole number from 1 to ${maxLeadsLimit}`;

const sinceParameter = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { message: instantMessage })
  .transform((value) => new Date(value))
  // Within the days every parameter may name (decision 300): year 0 is no PostgreSQL date.
  .refine(isAllowedInstant, instantMessage)
  .optional();

const limitParameter = z.coerce
  .number({ message: limitMessage })
  .int(limitMessage)
  .min(1, limitMessage)
  .max(maxLeadsLimit, limitMessage);

export const listQuery = z.object({
  since: sinceParameter,
  limit: limitParameter.default(defaultLeadsLimit),
});

/** Without a limit, an export holds every lead. */
export const exportQuery = z.object({ since: sinceParameter, limit: limitParameter.optional() });

/** GET /api/leads.csv also picks the separator: `;` for Excel set to Portuguese (Brazil). */
export const csvExportQuery = exportQuery.extend({
  separator: z
    .enum(['comma', 'semicolon'], { message: 'Must be comma or semicolon' })
    .default('comma')
    .transform((name) => (name === 'semicolon' ? ';' : ',')),
});

/** Each invalid parameter with its message. */
export function parameterErrors(error: z.ZodError) {
  return Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const daysMessage = 'Must be a positive whole number of days';

/** The age past which leads are purged: LEADS_RETENTION_DAYS, or the CLI's --days. */
export const olderThanDaysParameter = z.coerce
  .number({ message: daysMessage })
  .int(daysMessage)
  .positive(daysMessage)
  .max(1_000_000, daysMessage);
