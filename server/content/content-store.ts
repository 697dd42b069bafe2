/**
 * The site's content in the database (decision 400): every save is a new version of one
 * item's language, with who and when; each language has its own latest draft and its own
 * published version (decision 401). A write names the version it was made on and is refused
 * when another one was saved meanwhile, so nothing is overwritten unawares. Every publish and
 * unpublish is in the audit log, in the same transaction, and bumps the one revision number
 * every instance watches.
 */
import { type ContentType, contentSchemas, isContentType } from '@contract/content/content-types';
import type {
  ContentItemAnswer,
  ContentItemSummary,
  ContentLanguageState,
  ContentVersionEntry,
} from '@contract/content/studio-api';
import { type Language, languages } from '@contract/languages';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { z } from 'zod';

type Db = Kysely<DatabaseSchema>;

export type ContentErrorCode = 'content_conflict' | 'no_such_content' | 'validation';

export class ContentError extends Error {
  constructor(
    readonly code: ContentErrorCode,
    /** For `validation`: the field's path ('hero.title') and its zod issue code. */
    readonly fields: Record<string, string> = {},
  ) {
    super(code);
  }
}

/** A field's path as the studio names it: 'stats.0.lead'. */
const fieldsOf = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.code]));

/**
 * A draft may be unfinished (a text still empty, a link half typed) but must have the type's
 * shape; a publish needs the whole schema (decision 400).
 */
function checkDraft(type: ContentType, data: unknown) {
  const parsed = contentSchemas[type].safeParse(data);
  if (parsed.success) return parsed.data;
  const unfinished = parsed.error.issues.every(
    (issue) => issue.code === 'too_small' || issue.code === 'invalid_format',
  );
  if (!unfinished) throw new ContentError('validation', fieldsOf(parsed.error));
  return data;
}

function checkPublishable(type: ContentType, data: unknown) {
  const parsed = contentSchemas[type].safeParse(data);
  if (!parsed.success) throw new ContentError('validation', fieldsOf(parsed.error));
  return parsed.data;
}

function itemType(id: string): ContentType {
  if (!isContentType(id)) throw new ContentError('no_such_content');
  return id;
}

/** Saves the build's content as version 1, published, of every item's language not yet stored. */
export async function seedContent(db: Db, seeds: Record<string, Record<Language, unknown>>) {
  let seeded = 0;
  await db.transaction().execute(async (trx) => {
    for (const [id, byLanguage] of Object.entries(seeds)) {
      const type = itemType(id);
      for (const language of languages) {
        const data = checkPublishable(type, byLanguage[language]);
        const inserted = await trx
          .insertInto('content_states')
          .values({
            item_id: id,
            language,
            latest_version: 1,
            published_version: 1,
            published_at: new Date(),
          })
          .onConflict((conflict) => conflict.columns(['item_id', 'language']).doNothing())
          .returning('item_id')
          .executeTakeFirst();
        if (!inserted) continue;
        await trx
          .insertInto('content_versions')
          .values({ item_id: id, language, version: 1, data: JSON.stringify(data), action: 'seed' })
          .execute();
        seeded += 1;
      }
    }
  });
  return seeded;
}

const stateQuery = (db: Db | Transaction<DatabaseSchema>) =>
  db
    .selectFrom('content_states as s')
    .innerJoin('content_versions as v', (join) =>
      join
        .onRef('v.item_id', '=', 's.item_id')
        .onRef('v.language', '=', 's.language')
        .onRef('v.version', '=', 's.latest_version'),
    )
    .leftJoin('content_versions as p', (join) =>
      join
        .onRef('p.item_id', '=', 's.item_id')
        .onRef('p.language', '=', 's.language')
        .onRef('p.version', '=', 's.published_version'),
    )
    .select([
      's.item_id',
      's.language',
      's.latest_version',
      's.published_version',
      'v.data',
      'v.saved_at',
      'v.saved_by_email',
      sql<boolean>`p.data is distinct from v.data`.as('changed'),
    ])
    .orderBy('s.item_id')
    .orderBy('s.language');

type StateRow = Awaited<ReturnType<ReturnType<typeof stateQuery>['execute']>>[number];

function stateOf(row: StateRow): ContentLanguageState {
  return {
    language: row.language,
    status: row.published_version === null ? 'draft' : 'published',
    version: row.latest_version,
    publishedVersion: row.published_version,
    unpublishedChanges: row.published_version === null || Boolean(row.changed),
    data: row.data,
    savedAt: new Date(row.saved_at).toISOString(),
    savedBy: row.saved_by_email,
  };
}

export async function listContent(db: Db): Promise<ContentItemSummary[]> {
  const rows = await stateQuery(db).execute();
  const items = new Map<ContentType, ContentItemSummary>();
  for (const row of rows) {
    if (!isContentType(row.item_id)) continue;
    const { data: _data, ...state } = stateOf(row);
    const item = items.get(row.item_id) ?? { id: row.item_id, languages: [] };
    item.languages.push(state);
    items.set(row.item_id, item);
  }
  return [...items.values()];
}

export async function readContentItem(db: Db, id: string): Promise<ContentItemAnswer> {
  const type = itemType(id);
  const rows = await stateQuery(db).where('s.item_id', '=', type).execute();
  if (rows.length === 0) throw new ContentError('no_such_content');
  return { id: type, languages: rows.map(stateOf) };
}

interface Write {
  id: string;
  language: Language;
  baseVersion: number;
  actor: AuditActor;
}

/**
 * Takes the next version number if `baseVersion` is still the latest: the one statement that
 * refuses a write made on an older version.
 */
async function nextVersion(trx: Transaction<DatabaseSchema>, { id, language, baseVersion }: Write) {
  const row = await trx
    .updateTable('content_states')
    .set({ latest_version: sql`latest_version + 1` })
    .where('item_id', '=', id)
    .where('language', '=', language)
    .where('latest_version', '=', baseVersion)
    .returning('latest_version')
    .executeTakeFirst();
  if (row) return row.latest_version;
  const exists = await trx
    .selectFrom('content_states')
    .select('latest_version')
    .where('item_id', '=', id)
    .where('language', '=', language)
    .executeTakeFirst();
  throw new ContentError(exists ? 'content_conflict' : 'no_such_content');
}

async function insertVersion(
  trx: Transaction<DatabaseSchema>,
  write: Write,
  version: number,
  data: unknown,
  action: 'save' | 'restore',
) {
  await trx
    .insertInto('content_versions')
    .values({
      item_id: write.id,
      language: write.language,
      version,
      data: JSON.stringify(data),
      action,
      saved_by_id: write.actor.id,
      saved_by_email: write.actor.email,
    })
    .execute();
}

async function latestState(trx: Transaction<DatabaseSchema>, id: string, language: Language) {
  const row = await stateQuery(trx)
    .where('s.item_id', '=', id)
    .where('s.language', '=', language)
    .executeTakeFirstOrThrow();
  return stateOf(row);
}

/** Saves a new draft version of one language; the published one stays as it was. */
export async function saveDraft(db: Db, write: Write & { data: unknown }) {
  const type = itemType(write.id);
  const data = checkDraft(type, write.data);
  return db.transaction().execute(async (trx) => {
    const version = await nextVersion(trx, write);
    await insertVersion(trx, write, version, data, 'save');
    return latestState(trx, write.id, write.language);
  });
}

const bumpRevision = (trx: Transaction<DatabaseSchema>) =>
  trx
    .updateTable('content_revision')
    .set({ revision: sql`revision + 1` })
    .where('id', '=', 1)
    .execute();

/**
 * Publishes one language: `data` saved first as a new version when given, then the latest
 * version, checked against the whole schema, becomes what the visitor sees.
 */
export async function publishContent(db: Db, write: Write & { data?: unknown }) {
  const type = itemType(write.id);
  if (write.data !== undefined) checkPublishable(type, write.data);
  return db.transaction().execute(async (trx) => {
    let version = write.baseVersion;
    if (write.data !== undefined) {
      version = await nextVersion(trx, write);
      await insertVersion(trx, write, version, write.data, 'save');
    } else {
      const current = await latestState(trx, write.id, write.language).catch(() => {
        throw new ContentError('no_such_content');
      });
      if (current.version !== write.baseVersion) throw new ContentError('content_conflict');
      checkPublishable(type, current.data);
    }
    await trx
      .updateTable('content_states')
      .set({ published_version: version, published_at: new Date() })
      .where('item_id', '=', write.id)
      .where('language', '=', write.language)
      .execute();
    await bumpRevision(trx);
    await recordAudit(trx, {
      actor: write.actor,
      action: 'content_published',
      details: { item: write.id, language: write.language, version },
    });
    return latestState(trx, write.id, write.language);
  });
}

/** The visitor sees the build's own content for this language again (decision 401). */
export async function unpublishContent(db: Db, write: Write) {
  itemType(write.id);
  return db.transaction().execute(async (trx) => {
    const current = await latestState(trx, write.id, write.language).catch(() => {
      throw new ContentError('no_such_content');
    });
    if (current.version !== write.baseVersion) throw new ContentError('content_conflict');
    await trx
      .updateTable('content_states')
      .set({ published_version: null, published_at: null })
      .where('item_id', '=', write.id)
      .where('language', '=', write.language)
      .execute();
    await bumpRevision(trx);
    await recordAudit(trx, {
      actor: write.actor,
      action: 'content_unpublished',
      details: { item: write.id, language: write.language },
    });
    return latestState(trx, write.id, write.language);
  });
}

export async function contentHistory(
  db: Db,
  id: string,
  language: Language,
): Promise<ContentVersionEntry[]> {
  itemType(id);
  const state = await db
    .selectFrom('content_states')
    .select('published_version')
    .where('item_id', '=', id)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!state) throw new ContentError('no_such_content');
  const rows = await db
    .selectFrom('content_versions')
    .select(['version', 'action', 'saved_at', 'saved_by_email'])
    .where('item_id', '=', id)
    .where('language', '=', language)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    action: row.action,
    savedAt: new Date(row.saved_at).toISOString(),
    savedBy: row.saved_by_email,
    published: row.version === state.published_version,
  }));
}

/** Saves an older version's document again as the newest draft; publishing it is a step of its own. */
export async function restoreVersion(db: Db, write: Write & { version: number }) {
  itemType(write.id);
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('content_versions')
      .select('data')
      .where('item_id', '=', write.id)
      .where('language', '=', write.language)
      .where('version', '=', write.version)
      .executeTakeFirst();
    if (!old) throw new ContentError('no_such_content');
    const version = await nextVersion(trx, write);
    await insertVersion(trx, write, version, old.data, 'restore');
    return latestState(trx, write.id, write.language);
  });
}

/** The revision every publish and unpublish bumps: an instance compares it with its own. */
export async function contentRevision(db: Db): Promise<string> {
  const row = await db
    .selectFrom('content_revision')
    .select('revision')
    .where('id', '=', 1)
    .executeTakeFirst();
  return String(row?.revision ?? '0');
}

/** What the visitor sees, by item and language; null where unpublished. */
export async function publishedDocuments(db: Db) {
  const rows = await db
    .selectFrom('content_states as s')
    .leftJoin('content_versions as v', (join) =>
      join
        .onRef('v.item_id', '=', 's.item_id')
        .onRef('v.language', '=', 's.language')
        .onRef('v.version', '=', 's.published_version'),
    )
    .select(['s.item_id', 's.language', 'v.data'])
    .execute();
  const documents: Partial<Record<ContentType, Partial<Record<Language, unknown>>>> = {};
  for (const row of rows) {
    if (!isContentType(row.item_id)) continue;
    documents[row.item_id] = { ...documents[row.item_id], [row.language]: row.data ?? null };
  }
  return documents;
}
