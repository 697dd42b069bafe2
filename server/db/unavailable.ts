/**
 * Tells "the database cannot be reached" (answer 503, try again later) apart from every
 * other database error (a bug: answer 500 and log it).
 */
import { isFromDatabase } from './marked-errors';

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs of a server that is going away, starting up, or full. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|PGlite is closed|Database unavailable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkCodes.has(code) || unavailableStates.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return unavailableMessages.test(error.message);
}

/**
 * An outage of the database itself: an unreachable-database error that the database layer
 * raised. The same codes from elsewhere (a visitor hanging up: ECONNRESET) are not one.
 */
export function isDatabaseOutage(error: unknown): boolean {
  return isFromDatabase(error) && isDatabaseUnavailable(error);
}
