/**
 * A salesperson's calendar as the booking tests store it in their own radicale: a meeting on
 * Monday 2026-12-07 10:00-11:00 (São Paulo), a weekly Tuesday 15:00-16:00 with 2026-12-15
 * excluded, an all-day Thursday 2026-12-10, and a free (transparent) event.
 */
const vcalendar = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//booking//EN',
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n');

export const calendarFixtures = {
  meeting: vcalendar(
    'BEGIN:VEVENT',
    'UID:meeting',
    'DTSTAMP:20261201T120000Z',
    'DTSTART:20261207T130000Z',
    'DTEND:20261207T140000Z',
    'SUMMARY:Customer call',
    'END:VEVENT',
  ),
  weekly: vcalendar(
    'BEGIN:VTIMEZONE',
    'TZID:America/Sao_Paulo',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0300',
    'TZOFFSETTO:-0300',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:weekly',
    'DTSTAMP:20261201T120000Z',
    'DTSTART;TZID=America/Sao_Paulo:20261201T150000',
    'DTEND;TZID=America/Sao_Paulo:20261201T160000',
    'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10',
    'EXDATE;TZID=America/Sao_Paulo:20261215T150000',
    'SUMMARY:Team meeting',
    'END:VEVENT',
  ),
  allDay: vcalendar(
    'BEGIN:VEVENT',
    'UID:all-day',
    'DTSTAMP:20261201T120000Z',
    'DTSTART;VALUE=DATE:20261210',
    'DTEND;VALUE=DATE:20261211',
    'SUMMARY:Trade fair',
    'END:VEVENT',
  ),
  free: vcalendar(
    'BEGIN:VEVENT',
    'UID:free',
    'DTSTAMP:20261201T120000Z',
    'DTSTART:20261208T130000Z',
    'DTEND:20261208T140000Z',
    'TRANSP:TRANSPARENT',
    'SUMMARY:Reminder only',
    'END:VEVENT',
  ),
};
