/**
 * The inbox's list of LGPD requests (decision 343): every request, in keyset pages, the most
 * urgent first. Open requests come by receipt, oldest first: with one 15-day clock for all
 * (art. 19), that is the overdue first, then the least time left. The answered follow, the
 * latest answer first. Each part has its index (migration 0460), so a flood of requests costs
 * a page what one request does, and none hides another.
 */
import {
  type PrivacyRequestFilter,
  type PrivacyRequestItem,
  privacyRequestsPerPage,
} from '@contract/inbox-api';
import { privacyRequestAnswerDays } from '@contract/privacy-request';
import { encodeCursor, type KeysetPosition } from '@server/db/keyset-cursor';
import type { DatabaseSchema } from '@server/db/schema';
import { personLeadIds } from '@server/leads/person-leads';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

const day = 24 * 60 * 60 * 1000;

/** The list's two parts, in order: a cursor names the part its position is in. */
export const privacyRequestListParts = ['open', 'answered'] as const;
type Part = (typeof privacyRequestListParts)[number];
export type PrivacyRequestPosition = KeysetPosition<Part>;

type Query = SelectQueryBuilder<DatabaseSchema, 'privacy_requests', object>;

/**
 * What each filter asks of a row (the contract's privacyRequestFilterQuery): one entry per
 * filter, so a new one is one more line.
 */
const conditions: {
  [Name in keyof PrivacyRequestFilter]-?: (
    query: Query,
    value: NonNullable<PrivacyRequestFilter[Name]>,
    now: Date,
  ) => Query;
} = {
  status: (query, status, now) =>
    status === 'answered'
      ? query.where('answered_at', 'is not', null)
      : status === 'overdue'
        ? query
            .where('answered_at', 'is', null)
            .where('received_at', '<', new Date(now.getTime() - privacyRequestAnswerDays * day))
        : query.where('answered_at', 'is', null),
  kind: (query, kind) => query.where('kind', '=', kind),
  confirmed: (query, confirmed) =>
    query.where('verified_at', confirmed === 'yes' ? 'is not' : 'is', null),
};

function filtered(query: Query, filter: PrivacyRequestFilter, now: Date) {
  let result = query;
  for (const name of Object.keys(conditions) as (keyof PrivacyRequestFilter)[]) {
    const value = filter[name];
    if (value !== undefined) result = conditions[name](result, value as never, now);
  }
  return result;
}

/** The parts a filter can hold: a state keeps to its own. */
const partsOf = (filter: PrivacyRequestFilter): readonly Part[] =>
  filter.status === 'answered' ? ['answered'] : filter.status ? ['open'] : privacyRequestListParts;

/** Up to `size` rows of one part, strictly after `after` when it is in that part. */
function partPage(
  db: Db,
  part: Part,
  filter: PrivacyRequestFilter,
  now: Date,
  after: PrivacyRequestPosition | undefined,
  size: number,
) {
  let query = filtered(db.selectFrom('privacy_requests'), filter, now);
  const position = after && sql`(${after.at}::timestamptz, ${after.id}::uuid)`;
  if (part === 'open') {
    query = query.where('answered_at', 'is', null);
    if (position) query = query.where(sql<boolean>`(received_at, id) > ${position}`);
  } else {
    query = query.where('answered_at', 'is not', null);
    if (position) query = query.where(sql<boolean>`(answered_at, id) < ${position}`);
  }
  const direction = part === 'open' ? 'asc' : 'desc';
  return query
    .selectAll('privacy_requests')
    .select(
      // The person's leads (decision 325), the set an erasure lists and erases.
      sql<string>`(select count(*) from (${personLeadIds(sql.ref('privacy_requests.email'))}) person)`.as(
        'leads',
      ),
    )
    .orderBy(part === 'open' ? 'received_at' : 'answered_at', direction)
    .orderBy('id', direction)
    .limit(size)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, part })));
}

type Row = Awaited<ReturnType<typeof partPage>>[number];

/** Whole days until due, rounded up; 0 or less once past it; null once answered. */
function daysLeftOf(dueAt: Date, answered: boolean, now: Date) {
  if (answered) return null;
  return Math.ceil((dueAt.getTime() - now.getTime()) / day) || 0;
}

function itemOf(row: Row, now: Date): PrivacyRequestItem {
  const receivedAt = new Date(row.received_at);
  const dueAt = new Date(receivedAt.getTime() + privacyRequestAnswerDays * day);
  const answered = row.answered_at !== null;
  return {
    id: row.id,
    email: row.email,
    kind: row.kind,
    message: row.message,
    language: row.language,
    receivedAt: receivedAt.toISOString(),
    dueAt: dueAt.toISOString(),
    overdue: !answered && dueAt.getTime() < now.getTime(),
    daysLeft: daysLeftOf(dueAt, answered, now),
    answeredAt: row.answered_at && new Date(row.answered_at).toISOString(),
    outcome: row.outcome as PrivacyRequestItem['outcome'],
    verifiedAt: row.verified_at && new Date(row.verified_at).toISOString(),
    answer: row.answer,
    correctedAt: row.corrected_at && new Date(row.corrected_at).toISOString(),
    correctedFields: row.corrected_fields ?? [],
    leads: Number(row.leads),
  };
}

/** One page of the list; nextCursor is null when this page is the last. */
export async function listPrivacyRequests(
  db: Db,
  filter: PrivacyRequestFilter,
  { after, now = new Date() }: { after?: PrivacyRequestPosition; now?: Date } = {},
) {
  const parts = partsOf(filter);
  // A cursor of a part before the filter's parts starts them from their beginning.
  const start = after?.part ? Math.max(parts.indexOf(after.part), 0) : 0;
  const rows: Row[] = [];
  for (const part of parts.slice(start)) {
    const wanted = privacyRequestsPerPage + 1 - rows.length;
    if (wanted <= 0) break;
    rows.push(
      ...(await partPage(db, part, filter, now, after?.part === part ? after : undefined, wanted)),
    );
  }
  const page = rows.slice(0, privacyRequestsPerPage);
  const last = page.at(-1);
  return {
    requests: page.map((row) => itemOf(row, now)),
    nextCursor:
      rows.length > privacyRequestsPerPage && last
        ? encodeCursor({
            part: last.part,
            at: new Date(last.part === 'open' ? last.received_at : (last.answered_at as Date)),
            id: last.id,
          })
        : null,
  };
}
