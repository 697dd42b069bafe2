/**
 * Reads a salesperson's busy times from their calendar over CalDAV (decision 471): one
 * calendar-query REPORT with a time range (tsdav), each object parsed and its recurrences
 * expanded here (node-ical), since servers differ in whether they expand. An event marked
 * transparent ("free") or cancelled is not busy; an all-day event makes its whole day busy in
 * the salesperson's zone.
 */
import { instantAt } from '@server/inbox/business-hours';
import ical from 'node-ical';
import { fetchCalendarObjects, getBasicAuthHeaders } from 'tsdav';
import type { Interval } from './availability';

export interface CalendarAccess {
  url: string;
  username: string;
  password: string;
}

const dayOfLocalDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The busy intervals of one iCalendar text that meet [from, to). */
export function busyTimesOf(ics: string, range: Interval, timeZone: string): Interval[] {
  const busy: Interval[] = [];
  for (const component of Object.values(ical.sync.parseICS(ics))) {
    if (component?.type !== 'VEVENT') continue;
    if (component.transparency === 'TRANSPARENT' || component.status === 'CANCELLED') continue;
    // An override (RECURRENCE-ID) is applied by its base event's expansion.
    if (component.recurrenceid && !component.rrule) continue;
    const instances = ical.expandRecurringEvent(component, {
      from: range.start,
      to: range.end,
      expandOngoing: true,
    });
    for (const instance of instances) {
      if (instance.event.transparency === 'TRANSPARENT') continue;
      const interval = instance.isFullDay
        ? {
            start: instantAt(dayOfLocalDate(instance.start), 0, timeZone),
            end: instantAt(dayOfLocalDate(instance.end), 0, timeZone),
          }
        : { start: new Date(instance.start), end: new Date(instance.end) };
      if (interval.end <= interval.start) interval.end = new Date(interval.start.getTime() + 1);
      if (interval.start < range.end && range.start < interval.end) busy.push(interval);
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}

const utcStamp = (date: Date) => date.toISOString();

/** Every busy interval of the calendar at `access.url` that meets the range. */
export async function readBusyTimes(
  access: CalendarAccess,
  range: Interval,
  timeZone: string,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<Interval[]> {
  const objects = await fetchCalendarObjects({
    calendar: { url: access.url },
    timeRange: { start: utcStamp(range.start), end: utcStamp(range.end) },
    headers: getBasicAuthHeaders({ username: access.username, password: access.password }),
    fetchOptions: { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' },
  });
  return objects
    .flatMap((object) =>
      typeof object.data === 'string' ? busyTimesOf(object.data, range, timeZone) : [],
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
