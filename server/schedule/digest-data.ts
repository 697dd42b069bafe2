/**
 * What an inbox account's morning digest holds, read as the inbox's own views read it (the
 * very conditions of "Due today" and "Overdue", lead-filter.ts): its new leads and the new
 * leads nobody owns, its next steps due today, and its overdue leads. A few names per part
 * (name and company, never the message); the rest is a count and a link to the view.
 */
import type { Language } from '@contract/languages';
import type { DatabaseSchema } from '@server/db/schema';
import type { FollowUpClock } from '@server/inbox/follow-up-clock';
import { dueTodayCondition, overdueCondition } from '@server/inbox/lead-filter';
import { type Kysely, type SqlBool, sql } from 'kysely';

export interface DigestLead {
  id: string;
  name: string;
  company: string | null;
}

export interface DigestPart {
  count: number;
  /** The newest few. */
  leads: DigestLead[];
}

export type DigestPartName = 'newMine' | 'newUnassigned' | 'dueToday' | 'overdue';

export interface Digest {
  account: { email: string; name: string | null; language: Language };
  day: string;
  parts: Record<DigestPartName, DigestPart>;
}

/** Names listed per part; the link shows the rest. */
export const digestListed = 5;

type Db = Kysely<DatabaseSchema>;

async function part(
  db: Db,
  where: (owner: string) => ReturnType<typeof sql<SqlBool>>,
  owner: string,
): Promise<DigestPart> {
  const condition = where(owner);
  const [count, leads] = await Promise.all([
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where(condition)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('leads')
      .select(['id', 'first_name', 'last_name', 'company'])
      .where(condition)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(digestListed)
      .execute(),
  ]);
  return {
    count: Number(count.count),
    leads: leads.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.replace(/\s+/g, ' ').trim(),
      company: row.company,
    })),
  };
}

/** The digest of `accountId` for the clock's day; undefined when the account is gone. */
export async function readDigest(
  db: Db,
  accountId: string,
  clock: Pick<FollowUpClock, 'today' | 'newOverdueBefore'>,
): Promise<Digest | undefined> {
  const account = await db
    .selectFrom('users')
    .select(['email', 'name', 'language'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) return undefined;
  const mine = (owner: string) => sql<SqlBool>`owner_id = ${owner}`;
  const [newMine, newUnassigned, dueToday, overdue] = await Promise.all([
    part(db, (owner) => sql<SqlBool>`(${mine(owner)} and status = 'new')`, accountId),
    part(db, () => sql<SqlBool>`(owner_id is null and status = 'new')`, accountId),
    part(
      db,
      (owner) => sql<SqlBool>`(${mine(owner)} and ${dueTodayCondition(clock.today)})`,
      accountId,
    ),
    part(
      db,
      (owner) =>
        sql<SqlBool>`(${mine(owner)} and ${overdueCondition(clock.today, clock.newOverdueBefore)})`,
      accountId,
    ),
  ]);
  return {
    account,
    day: clock.today,
    parts: { newMine, newUnassigned, dueToday, overdue },
  };
}

export const isEmptyDigest = (digest: Digest) =>
  Object.values(digest.parts).every((part) => part.count === 0);
