/**
 * A list's keyset cursor: the (time, id) of the last row of a page, opaque to the client, for
 * every list the inbox pages through (the leads by arrival, the LGPD requests by their clock).
 * The next page starts strictly after it, so rows arriving meanwhile never shift a page, and
 * page 1000 costs what page 1 does. A list ordered in parts (the open requests, then the
 * answered ones) names the part the position is in.
 */
import { isAllowedInstant } from '@contract/calendar-days';

export interface KeysetPosition<Part extends string = never> {
  at: Date;
  id: string;
  /** Which part of the list, for a list in parts; absent for a list of one. */
  part?: Part;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor<Part extends string>({ at, id, part }: KeysetPosition<Part>) {
  const fields = [...(part === undefined ? [] : [part]), at.toISOString(), id];
  return Buffer.from(fields.join('|')).toString('base64url');
}

/**
 * The position, or undefined when the text is not a cursor this server made for this list:
 * a list in parts passes their names, and only its cursors name one.
 */
export function decodeCursor<Part extends string = never>(
  cursor: string,
  parts: readonly Part[] = [],
): KeysetPosition<Part> | undefined {
  const fields = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const part = parts.length > 0 ? fields.shift() : undefined;
  const [time, id, ...rest] = fields;
  if (!time || !id || rest.length > 0 || !uuid.test(id)) return undefined;
  if (part !== undefined && !(parts as readonly string[]).includes(part)) return undefined;
  const at = new Date(time);
  // Only instants a row can have (decision 300): others are no PostgreSQL timestamp.
  if (!isAllowedInstant(at)) return undefined;
  return part === undefined ? { at, id } : { at, id, part: part as Part };
}
