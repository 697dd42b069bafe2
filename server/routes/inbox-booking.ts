/**
 * A salesperson's demo settings (decision 470), their own only: opting in, the rules that
 * differ from the defaults, the meeting link, and the CalDAV calendar (its password written,
 * never read back). The team's calendars and whether each could be read last (decision 471),
 * for whoever works leads, so an unreachable calendar is seen.
 */
import {
  demoSalespeople,
  salespersonSettings,
  saveSalespersonSettings,
} from '@server/booking/salespeople';
import type { DatabaseSchema } from '@server/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sessionOf } from './inbox-guard';

export interface InboxBookingOptions {
  db: Kysely<DatabaseSchema>;
  siteTimeZone: string;
  /** A calendar was connected or changed: read it soon. */
  onCalendarChanged?: () => void;
}

const minutes = (max: number) => z.number().int().min(0).max(max);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const settingsBody = z.strictObject({
  offersDemos: z.boolean(),
  rules: z
    .strictObject({
      weekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
      opensMinute: minutes(24 * 60).optional(),
      closesMinute: minutes(24 * 60).optional(),
      daysOff: z.array(day).max(366).optional(),
      slotMinutes: z.number().int().min(15).max(240).optional(),
      bufferMinutes: minutes(240).optional(),
      noticeMinutes: minutes(14 * 24 * 60).optional(),
      dailyMaximum: z.number().int().min(1).max(48).optional(),
    })
    .refine(
      (rules) =>
        rules.opensMinute === undefined ||
        rules.closesMinute === undefined ||
        rules.opensMinute < rules.closesMinute,
      { message: 'The day closes before it opens', path: ['closesMinute'] },
    )
    .optional(),
  meetingUrl: z
    .url({ protocol: /^https$/ })
    .max(500)
    .nullable()
    .optional(),
  calendar: z
    .strictObject({
      url: z.url({ protocol: /^https?$/ }).max(500),
      username: z.string().max(200),
      password: z.string().max(500).optional(),
    })
    .nullable()
    .optional(),
});

export async function inboxBookingRoutes(app: FastifyInstance, options: InboxBookingOptions) {
  const { db, siteTimeZone } = options;

  app.get('/api/inbox/booking/settings', { config: { access: 'signed-in' } }, async (request) =>
    salespersonSettings(db, sessionOf(request).user.id, siteTimeZone),
  );

  app.post(
    '/api/inbox/booking/settings',
    { config: { access: 'signed-in' } },
    async (request, reply) => {
      const body = settingsBody.safeParse(request.body);
      if (!body.success) {
        return reply.code(400).send({
          error: 'validation',
          fields: Object.fromEntries(
            body.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
          ),
        });
      }
      const { user } = sessionOf(request);
      await saveSalespersonSettings(db, user.id, body.data);
      if (body.data.calendar !== undefined) options.onCalendarChanged?.();
      return salespersonSettings(db, user.id, siteTimeZone);
    },
  );

  app.get('/api/inbox/booking/calendars', { config: { access: 'leads:work' } }, async () => ({
    salespeople: (await demoSalespeople(db, siteTimeZone)).map((person) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      calendar: person.hasCalendar ? person.calendarState : 'none',
      calendarReadAt: person.calendarReadAt?.toISOString() ?? null,
    })),
  }));
}
