/**
 * Who offers demos and on which terms (decision 470): the `booking_salespeople` row of an
 * account, written by the salesperson's own settings, and read by the slot page, the booking
 * and the calendar's background read. A person offers demos only once they opt in.
 */
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import { type AvailabilityRules, defaultRules } from './availability';
import { seal } from './sealed-secret';

type Db = Kysely<DatabaseSchema>;

/** What a salesperson may change of their rules; absent keys keep the defaults. */
export type RuleOverrides = Partial<Omit<AvailabilityRules, 'timeZone'>>;

export interface SalespersonSettingsInput {
  offersDemos: boolean;
  rules?: RuleOverrides;
  meetingUrl?: string | null;
  /** CalDAV calendar collection; null removes the calendar. Absent: unchanged. */
  calendar?: { url: string; username: string; password?: string } | null;
}

export async function saveSalespersonSettings(
  db: Db,
  userId: string,
  input: SalespersonSettingsInput,
) {
  const values = {
    offers_demos: input.offersDemos,
    ...(input.rules !== undefined ? { rules: JSON.stringify(input.rules) } : {}),
    ...(input.meetingUrl !== undefined ? { meeting_url: input.meetingUrl } : {}),
    ...(input.calendar === null
      ? {
          caldav_url: null,
          caldav_username: null,
          caldav_password_sealed: null,
          calendar_state: 'none' as const,
          calendar_error: null,
        }
      : {}),
    ...(input.calendar
      ? {
          caldav_url: input.calendar.url,
          caldav_username: input.calendar.username,
          ...(input.calendar.password !== undefined
            ? { caldav_password_sealed: await seal(db, input.calendar.password) }
            : {}),
        }
      : {}),
    updated_at: new Date(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('booking_salespeople')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    // A calendar removed or changed: its old busy times are no one's any more.
    if (input.calendar !== undefined) {
      await trx.deleteFrom('calendar_busy').where('user_id', '=', userId).execute();
    }
  });
}

export interface DemoSalesperson {
  id: string;
  email: string;
  name: string | null;
  rules: AvailabilityRules;
  meetingUrl: string | null;
  calendarState: 'none' | 'read' | 'unreachable';
  calendarReadAt: Date | null;
  hasCalendar: boolean;
}

/**
 * The salespeople who offer demos, in the round robin's turn (decision 472): the one given a
 * lead or a demo longest ago first, as the inbox's turn of new leads orders them.
 */
export async function demoSalespeople(db: Db, siteTimeZone: string): Promise<DemoSalesperson[]> {
  const rows = await db
    .selectFrom('booking_salespeople as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'b.rules',
      'b.meeting_url',
      'b.calendar_state',
      'b.calendar_read_at',
      'b.caldav_url',
    ])
    .where('b.offers_demos', '=', true)
    .where('u.deactivated_at', 'is', null)
    .orderBy('u.last_assigned_at', (order) => order.asc().nullsFirst())
    .orderBy('u.email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    rules: { ...defaultRules(siteTimeZone), ...((row.rules ?? {}) as RuleOverrides) },
    meetingUrl: row.meeting_url,
    calendarState: row.calendar_state,
    calendarReadAt: row.calendar_read_at,
    hasCalendar: row.caldav_url !== null,
  }));
}

/** A salesperson's own settings as their screen shows them (never the password). */
export async function salespersonSettings(db: Db, userId: string, siteTimeZone: string) {
  const row = await db
    .selectFrom('booking_salespeople')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    offersDemos: row?.offers_demos ?? false,
    rules: { ...defaultRules(siteTimeZone), ...((row?.rules ?? {}) as RuleOverrides) },
    meetingUrl: row?.meeting_url ?? null,
    calendar: row?.caldav_url
      ? {
          url: row.caldav_url,
          username: row.caldav_username ?? '',
          state: row.calendar_state,
          readAt: row.calendar_read_at?.toISOString() ?? null,
        }
      : null,
  };
}
