/**
 * What an inbox account's morning digest holds, read as the inbox's own views read it (the
 * very conditions of "Due today" and "Overdue", lead-filter.ts): its new leads and the new
 * leads nobody owns, its next steps due today, and its overdue leads. A few names per part
 * (name and company, never the message); the rest is a count and a link to the view. The two
 * new parts count people: a person who wrote twice is one new person, listed once by their
 * newest new lead (decision 280); the others count leads, each a task of its own.
 */
import type { Language } from '@contract/languages';
import type { DatabaseSchema } from '@server/db/schema';
import type { FollowUpClock } from '@server/inbox/follow-up-clock';
import { countPeople, leadsWithTheirPerson } from '@server/inbox/lead-duplicates';
import { dueTodayCondition, overdueCondition } from '@server/inbox/lead-filter';
import { type Kysely, type SqlBool, sql } from 'kysely';

export interface DigestLead {
  id: string;
  name: string;
  company: string | null;
}

export interface DigestPart {
  /** Leads, or people in a part that counts people. */
  count: number;
  /** The newest few. */
  leads: DigestLead[];
}

export type DigestPartName = 'newMine' | 'newUnassigned' | 'dueToday' | 'overdue';

/** The parts that count people rather than leads. */
export const peopleParts: ReadonlySet<DigestPartName> = new Set(['newMine', 'newUnassigned']);

export interface Digest {
  account: { email: string; name: string | null; language: Language };
  day: string;
  parts: Record<DigestPartName, DigestPart>;
}

/** Names listed per part; the link shows the rest. */
export const digestListed = 5;

type Db = Kysely<DatabaseSchema>;

type Condition = ReturnType<typeof sql<SqlBool>>;

const digestLead = (row: {
  id: string;
  first_name: string;
  last_name: string;
  company: string | null;
}): DigestLead => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.replace(/\s+/g, ' ').trim(),
  company: row.company,
});

/** The leads `where` holds: their count and the newest few. */
async function part(db: Db, where: Condition): Promise<DigestPart> {
  const [count, leads] = await Promise.all([
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('leads')
      .select(['id', 'first_name', 'last_name', 'company'])
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(digestListed)
      .execute(),
  ]);
  return { count: Number(count.count), leads: leads.map(digestLead) };
}

/** The people whose leads `where` holds: how many, and the newest few, each by their newest lead. */
async function peoplePart(db: Db, where: Condition): Promise<DigestPart> {
  const leads = db.selectFrom('leads').where(where);
  const ranked = db
    .selectFrom(leadsWithTheirPerson(db, leads).as('people'))
    .select(['id', 'first_name', 'last_name', 'company', 'created_at'])
    .select(
      sql<string>`row_number() over (partition by person order by created_at desc, id desc)`.as(
        'nth',
      ),
    );
  const newestOfEach = db
    .selectFrom(ranked.as('ranked'))
    .select(['id', 'first_name', 'last_name', 'company'])
    .where('nth', '=', '1')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(digestListed);
  const [count, listed] = await Promise.all([countPeople(db, leads), newestOfEach.execute()]);
  return { count, leads: listed.map(digestLead) };
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
  const mine = sql<SqlBool>`owner_id = ${accountId}`;
  const [newMine, newUnassigned, dueToday, overdue] = await Promise.all([
    peoplePart(db, sql<SqlBool>`(${mine} and status = 'new')`),
    peoplePart(db, sql<SqlBool>`(owner_id is null and status = 'new')`),
    part(db, sql<SqlBool>`(${mine} and ${dueTodayCondition(clock.today)})`),
    part(db, sql<SqlBool>`(${mine} and ${overdueCondition(clock.today, clock.newOverdueBefore)})`),
  ]);
  return {
    account,
    day: clock.today,
    parts: { newMine, newUnassigned, dueToday, overdue },
  };
}

export const isEmptyDigest = (digest: Digest) =>
  Object.values(digest.parts).every((part) => part.count === 0);
