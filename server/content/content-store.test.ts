/**
 * The studio's store on the embedded database and on PostgreSQL (decisions 400, 401): the
 * seed, drafts per language, publishing one language without the other, the version check
 * that refuses a write made on an older version, history and restore, and the audit entry of
 * every publish.
 */
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { aHomeDocument } from '@server/test-support/content';
import { anInboxUser } from '@server/test-support/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContentError,
  contentHistory,
  contentRevision,
  publishContent,
  publishedDocuments,
  readContentItem,
  restoreVersion,
  saveDraft,
  seedContent,
  unpublishContent,
} from './content-store';

const titleOf = (document: unknown) => (document as { hero: { title: string } }).hero.title;

describe.each(backends)('the content store on the $name', (backend) => {
  let opened: OpenedBackend;
  let editor: { id: string; email: string };
  const db = () => opened.database.db;
  const seed = { home: { pt: aHomeDocument('Título pt'), en: aHomeDocument('English title') } };
  const state = async (language: 'pt' | 'en') => {
    const item = await readContentItem(db(), 'home');
    const found = item.languages.find((entry) => entry.language === language);
    if (!found) throw new Error(`no ${language}`);
    return found;
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof ContentError ? error : Promise.reject(error)),
    );

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    editor = await anInboxUser(db(), 'Marta Marketing');
  });

  afterAll(async () => {
    await opened?.cleanup();
  });

  it.runIf(backend.available)('seeds each language once, published as version 1', async () => {
    expect(await seedContent(db(), seed)).toBe(2);
    expect(
      await seedContent(db(), { home: { pt: aHomeDocument('other'), en: aHomeDocument() } }),
    ).toBe(0);
    const pt = await state('pt');
    expect(pt).toMatchObject({
      status: 'published',
      version: 1,
      publishedVersion: 1,
      unpublishedChanges: false,
    });
    expect((pt.data as { hero: { title: string } }).hero.title).toBe('Título pt');
  });

  it.runIf(backend.available)(
    'saves a draft in one language and publishes it without the other',
    async () => {
      const revision = await contentRevision(db());
      const draft = await saveDraft(db(), {
        id: 'home',
        language: 'pt',
        baseVersion: 1,
        data: aHomeDocument('Novo título'),
        actor: editor,
      });
      expect(draft).toMatchObject({
        version: 2,
        publishedVersion: 1,
        unpublishedChanges: true,
        savedBy: editor.email,
      });
      // A draft is not what the visitor sees.
      let published = await publishedDocuments(db());
      expect(titleOf(published.home?.pt)).toBe('Título pt');

      const done = await publishContent(db(), {
        id: 'home',
        language: 'pt',
        baseVersion: 2,
        actor: editor,
      });
      expect(done).toMatchObject({
        status: 'published',
        publishedVersion: 2,
        unpublishedChanges: false,
      });
      published = await publishedDocuments(db());
      expect(titleOf(published.home?.pt)).toBe('Novo título');
      expect(titleOf(published.home?.en)).toBe('English title');
      expect(await state('en')).toMatchObject({ version: 1, publishedVersion: 1 });
      expect(await contentRevision(db())).not.toBe(revision);

      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'actor_email', 'details'])
        .where('action', '=', 'content_published')
        .execute();
      expect(audit).toEqual([
        {
          action: 'content_published',
          actor_email: editor.email,
          details: { item: 'home', language: 'pt', version: 2 },
        },
      ]);
    },
  );

  it.runIf(backend.available)(
    'refuses a save made on an older version and keeps the newer one',
    async () => {
      const current = await state('en');
      await saveDraft(db(), {
        id: 'home',
        language: 'en',
        baseVersion: current.version,
        data: aHomeDocument('First editor'),
        actor: editor,
      });
      const error = await refusal(
        saveDraft(db(), {
          id: 'home',
          language: 'en',
          baseVersion: current.version,
          data: aHomeDocument('Second editor'),
          actor: editor,
        }),
      );
      expect(error?.code).toBe('content_conflict');
      expect(
        await refusal(
          publishContent(db(), {
            id: 'home',
            language: 'en',
            baseVersion: current.version,
            actor: editor,
          }),
        ),
      ).toMatchObject({ code: 'content_conflict' });
      const after = await state('en');
      expect(after.version).toBe(current.version + 1);
      expect((after.data as { hero: { title: string } }).hero.title).toBe('First editor');
    },
  );

  it.runIf(backend.available)(
    'keeps an unfinished draft but publishes only a complete document',
    async () => {
      const current = await state('en');
      const unfinished = aHomeDocument('');
      const saved = await saveDraft(db(), {
        id: 'home',
        language: 'en',
        baseVersion: current.version,
        data: unfinished,
        actor: editor,
      });
      expect((saved.data as { hero: { title: string } }).hero.title).toBe('');
      const error = await refusal(
        publishContent(db(), {
          id: 'home',
          language: 'en',
          baseVersion: saved.version,
          actor: editor,
        }),
      );
      expect(error?.code).toBe('validation');
      expect(error?.fields).toEqual({ 'hero.title': 'too_small' });
      // A document of another shape is no draft at all.
      const wrong = await refusal(
        saveDraft(db(), {
          id: 'home',
          language: 'en',
          baseVersion: saved.version,
          data: { hero: 3 },
          actor: editor,
        }),
      );
      expect(wrong?.code).toBe('validation');
      expect((await state('en')).version).toBe(saved.version);
    },
  );

  it.runIf(backend.available)(
    'lists the history and restores an older version as a new draft',
    async () => {
      const history = await contentHistory(db(), 'home', 'pt');
      expect(history.map((entry) => [entry.version, entry.action, entry.published])).toEqual([
        [2, 'save', true],
        [1, 'seed', false],
      ]);
      expect(history[0]?.savedBy).toBe(editor.email);
      const restored = await restoreVersion(db(), {
        id: 'home',
        language: 'pt',
        baseVersion: 2,
        version: 1,
        actor: editor,
      });
      expect(restored).toMatchObject({ version: 3, publishedVersion: 2, unpublishedChanges: true });
      expect((restored.data as { hero: { title: string } }).hero.title).toBe('Título pt');
      expect(
        await refusal(
          restoreVersion(db(), {
            id: 'home',
            language: 'pt',
            baseVersion: 3,
            version: 99,
            actor: editor,
          }),
        ),
      ).toMatchObject({ code: 'no_such_content' });
    },
  );

  it.runIf(backend.available)('unpublishes one language and says so in the audit log', async () => {
    const current = await state('pt');
    const done = await unpublishContent(db(), {
      id: 'home',
      language: 'pt',
      baseVersion: current.version,
      actor: editor,
    });
    expect(done).toMatchObject({ status: 'draft', publishedVersion: null });
    const published = await publishedDocuments(db());
    expect(published.home?.pt).toBeNull();
    expect(published.home?.en).not.toBeNull();
    const entries = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'content_unpublished')
      .execute();
    expect(entries).toHaveLength(1);
  });
});
