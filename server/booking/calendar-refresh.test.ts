/**
 * The calendar's background read into the cache (decision 471), on both databases, against a
 * radicale of the test's own: the busy times of a meeting, a recurring and an all-day event
 * leave the slot page's offer, through a job of the one queue; with the server gone, the
 * calendar is marked unreachable and the slots are the working hours minus our meetings.
 */
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { calendarFixtures } from '@server/test-support/calendar-fixtures';
import { anInboxUser } from '@server/test-support/inbox';
import {
  type OwnRadicale,
  radicaleAvailable,
  startOwnRadicale,
} from '@server/test-support/own-radicale';
import { waitUntil } from '@server/test-support/wait-until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCalendarRefresh } from './calendar-refresh';
import { salespersonSettings, saveSalespersonSettings } from './salespeople';
import { teamAvailability } from './team-slots';

const zone = 'America/Sao_Paulo';
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const now = sp('2026-12-07', '08:00');
const silent = { info() {}, warn() {}, error() {} };

const offered = async (db: OpenedBackend['database']['db']) =>
  new Set(
    (await teamAvailability(db, { siteTimeZone: zone, now })).slots.map((slot) =>
      slot.start.toISOString(),
    ),
  );

describe.each(backends)('calendars read in the background on the $name', (backend) => {
  let opened: OpenedBackend;
  let radicale: OwnRadicale;

  beforeAll(async () => {
    if (!backend.available || !radicaleAvailable) return;
    opened = await backend.open();
    radicale = await startOwnRadicale();
  });
  afterAll(async () => {
    await radicale?.destroy();
    await opened?.cleanup();
  });

  it.skipIf(!backend.available || !radicaleAvailable)(
    'keeps busy times out of the offer, and falls back to the working hours when the server is gone',
    async () => {
      const db = opened.database.db;
      const calendarUrl = await radicale.makeCalendar('demo');
      for (const [uid, ics] of Object.entries(calendarFixtures)) {
        await radicale.putEvent(calendarUrl, uid, ics);
      }
      const seller = await anInboxUser(db);
      await saveSalespersonSettings(db, seller.id, {
        offersDemos: true,
        rules: { noticeMinutes: 0 },
        calendar: { url: calendarUrl, username: radicale.username, password: radicale.password },
      });
      // The password is stored sealed, and never shown.
      const row = await db
        .selectFrom('booking_salespeople')
        .select('caldav_password_sealed')
        .where('user_id', '=', seller.id)
        .executeTakeFirstOrThrow();
      expect(row.caldav_password_sealed).not.toContain(radicale.password);
      expect(JSON.stringify(await salespersonSettings(db, seller.id, zone))).not.toContain(
        radicale.password,
      );

      const before = await offered(db);
      expect(before.has(sp('2026-12-07', '10:00').toISOString())).toBe(true);

      const refresh = startCalendarRefresh({
        db,
        siteTimeZone: zone,
        periodMs: 60_000,
        days: 21,
        retryMaxMs: 1000,
        log: silent,
        timeoutMs: 2000,
      });
      try {
        await waitUntil(async () => {
          const state = await salespersonSettings(db, seller.id, zone);
          return state.calendar?.state === 'read';
        });
        const after = await offered(db);
        // The meeting (10:00-11:00), each Tuesday 15:00-16:00 but the excluded 15th, Thursday 10th.
        expect(after.has(sp('2026-12-07', '10:00').toISOString())).toBe(false);
        expect(after.has(sp('2026-12-07', '10:30').toISOString())).toBe(false);
        expect(after.has(sp('2026-12-07', '11:00').toISOString())).toBe(true);
        expect(after.has(sp('2026-12-08', '15:30').toISOString())).toBe(false);
        expect(after.has(sp('2026-12-15', '15:30').toISOString())).toBe(true);
        expect([...after].some((start) => start.startsWith('2026-12-10'))).toBe(false);
        // The free (transparent) event blocks nothing.
        expect(after.has(sp('2026-12-08', '10:00').toISOString())).toBe(true);
        const jobs = await db
          .selectFrom('jobs')
          .select(['key', 'done_at'])
          .where('kind', '=', 'calendar_read')
          .execute();
        expect(jobs.filter((job) => job.key.startsWith(seller.id))).toHaveLength(1);
      } finally {
        await refresh.stop();
      }

      await radicale.stop();
      const outage = startCalendarRefresh({
        db,
        siteTimeZone: zone,
        periodMs: 1000,
        days: 21,
        retryMaxMs: 1000,
        log: silent,
        timeoutMs: 2000,
      });
      try {
        await waitUntil(async () => {
          const state = await salespersonSettings(db, seller.id, zone);
          return state.calendar?.state === 'unreachable';
        });
        const duringOutage = await offered(db);
        expect(duringOutage.has(sp('2026-12-07', '10:00').toISOString())).toBe(true);
        expect([...duringOutage].some((start) => start.startsWith('2026-12-10'))).toBe(true);
      } finally {
        await outage.stop();
        await radicale.start();
      }
    },
  );
});
