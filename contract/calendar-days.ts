/**
 * The calendar days every API parameter may name (decision 300): insights ranges, the inbox's
 * filters, a next step, the leads API's `since`, the CLI's options. Bounded so that nothing a
 * request asks for can walk past the years the code, JavaScript's ISO dates and PostgreSQL
 * agree on (a day past 9999 is '+010000-…', which sorts before '9999-…' and kept a loop over
 * the days running until the server died of memory exhaustion; year 0 is no PostgreSQL date).
 */
import './zod-without-eval';
import { z } from 'zod';

/** The first and the last day a request may name, both included. */
export const earliestDay = '2000-01-01';
export const latestDay = '2099-12-31';

export const dayMessage = `Must be a date like 2026-01-31, from ${earliestDay} to ${latestDay}`;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day ('YYYY-MM-DD') within the bounds. */
export function isAllowedDay(value: string): boolean {
  if (!isoDay.test(value) || value < earliestDay || value > latestDay) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A day parameter: 'YYYY-MM-DD', a real day, within the bounds. */
export const allowedDay = z.string().refine(isAllowedDay, dayMessage);

/** An instant parameter (ISO 8601 date or date-time) on one of the allowed days. */
export const instantMessage = `Must be an ISO 8601 date or date-time, e.g. 2025-01-31T12:00:00Z, from ${earliestDay} to ${latestDay}`;
export function isAllowedInstant(date: Date): boolean {
  const time = date.getTime();
  return (
    !Number.isNaN(time) &&
    time >= Date.parse(`${earliestDay}T00:00:00Z`) &&
    time < Date.parse(`${latestDay}T00:00:00Z`) + 86_400_000
  );
}
