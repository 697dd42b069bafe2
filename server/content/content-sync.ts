/**
 * Brings what the database says is published to the pages this instance serves (decision
 * 401): at start it seeds a fresh database with the build's own content, then draws again
 * the languages whose published documents differ from the build's; afterwards it looks at the
 * one revision number every publish bumps (each `pollMs`, and at once after a publish made
 * here), so every instance on one PostgreSQL serves a publish within about a second.
 */
import type { DatabaseSchema } from '@server/db/schema';
import type { LivePages, PublishedByType } from '@server/site/live-pages';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { contentRevision, publishedDocuments, seedContent } from './content-store';

export interface ContentSyncOptions {
  db: Kysely<DatabaseSchema>;
  live: LivePages;
  languages: readonly string[];
  pollMs: number;
  log: FastifyBaseLogger;
}

/** JSON with its keys sorted: PostgreSQL's jsonb does not keep the order they were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

export type ContentSync = Awaited<ReturnType<typeof startContentSync>>;

export async function startContentSync({ db, live, languages, pollMs, log }: ContentSyncOptions) {
  const built = await live.builtContent();
  const seeded = await seedContent(db, built);
  if (seeded > 0) log.info({ seeded }, 'content seeded from the build');

  /** What each language's pages are drawn with now, as canonical JSON. */
  const drawn = new Map<string, string>();
  const builtOf = (language: string) =>
    Object.fromEntries(
      Object.entries(built).map(([type, byLanguage]) => [type, byLanguage[language]]),
    );
  for (const language of languages) drawn.set(language, canonical(builtOf(language)));

  let revision: string | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function syncOnce() {
    const now = await contentRevision(db);
    if (now === revision) return;
    const documents = await publishedDocuments(db);
    for (const language of languages) {
      const content: PublishedByType = Object.fromEntries(
        Object.entries(documents).map(([type, byLanguage]) => [
          type,
          (byLanguage as Record<string, unknown> | undefined)?.[language] ?? null,
        ]),
      );
      // Unpublished: the build's own content (decision 401).
      const shown = Object.fromEntries(
        Object.entries(builtOf(language)).map(([type, own]) => [type, content[type] ?? own]),
      );
      const key = canonical(shown);
      if (drawn.get(language) === key) continue;
      await live.update(language, content);
      drawn.set(language, key);
    }
    revision = now;
  }

  /** Resolves once the pages show what was published when it was called. */
  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await syncOnce();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  await sync();
  const timer = setInterval(() => {
    sync().catch((error: Error) => log.warn({ reason: error.message }, 'content sync failed'));
  }, pollMs);
  timer.unref();
  return { sync, stop: () => clearInterval(timer) };
}
