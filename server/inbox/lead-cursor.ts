/**
 * The list's keyset cursor: the (created_at, id) of the last lead of a page, opaque to the
 * client. The next page starts strictly after it, so leads arriving meanwhile never shift
 * a page, and page 1000 costs what page 1 does.
 */
import { isAllowedInstant } from '@contract/calendar-days';

export interface LeadPosition {
  createdAt: Date;
  id: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor({ createdAt, id }: LeadPosition) {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

/** The position, or undefined when the text is not a cursor this server made. */
export function decodeCursor(cursor: string): LeadPosition | undefined {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!time || !id || rest.length > 0 || !uuid.test(id)) return undefined;
  const createdAt = new Date(time);
  // Only instants a lead can have (decision 300): others are no PostgreSQL timestamp.
  if (!isAllowedInstant(createdAt)) return undefined;
  return { createdAt, id };
}
