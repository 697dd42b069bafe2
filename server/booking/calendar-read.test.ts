/**
 * The busy times of a real CalDAV server (Debian's radicale, started on loopback by the test):
 * a meeting, a weekly recurring one with an exception, an all-day one, a free one, and the
 * server refusing a wrong password or gone.
 */

import { calendarFixtures } from '@server/test-support/calendar-fixtures';
import {
  type OwnRadicale,
  radicaleAvailable,
  startOwnRadicale,
} from '@server/test-support/own-radicale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBusyTimes } from './calendar-read';

const zone = 'America/Sao_Paulo';
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const range = { start: sp('2026-12-07', '00:00'), end: sp('2026-12-21', '00:00') };

describe.skipIf(!radicaleAvailable)('busy times read over CalDAV from radicale', () => {
  let radicale: OwnRadicale;
  let calendarUrl: string;

  beforeAll(async () => {
    radicale = await startOwnRadicale();
    calendarUrl = await radicale.makeCalendar('work');
    for (const [uid, ics] of Object.entries(calendarFixtures)) {
      await radicale.putEvent(calendarUrl, uid, ics);
    }
  });
  afterAll(async () => {
    await radicale?.destroy();
  });

  const access = () => ({
    url: calendarUrl,
    username: radicale.username,
    password: radicale.password,
  });

  it('gives a meeting, each recurrence but the excluded one, and the all-day event’s whole day', async () => {
    const busy = await readBusyTimes(access(), range, zone);
    expect(busy.map(({ start, end }) => [start.toISOString(), end.toISOString()])).toEqual([
      [sp('2026-12-07', '10:00').toISOString(), sp('2026-12-07', '11:00').toISOString()],
      [sp('2026-12-08', '15:00').toISOString(), sp('2026-12-08', '16:00').toISOString()],
      [sp('2026-12-10', '00:00').toISOString(), sp('2026-12-11', '00:00').toISOString()],
      // 2026-12-15 is excluded (EXDATE).
    ]);
  });

  it('fails on a wrong password instead of answering an empty calendar', async () => {
    await expect(readBusyTimes({ ...access(), password: 'wrong' }, range, zone)).rejects.toThrow();
  });

  it('fails when the server is gone, and reads again once it is back', async () => {
    await radicale.stop();
    await expect(readBusyTimes(access(), range, zone, { timeoutMs: 2000 })).rejects.toThrow();
    await radicale.start();
    expect(await readBusyTimes(access(), range, zone)).toHaveLength(3);
  });
});
