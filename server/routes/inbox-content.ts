/**
 * The studio's routes (decision 401; docs/inbox-api.md): the content items, one language's
 * draft, publish and unpublish, the history and restore. Every route needs `content:edit`
 * (marketing and admins). A write made on an older version answers 409 `content_conflict` with
 * the item as it is now; a document that does not fit its schema answers 400 with the fields.
 * A publish answers once this instance serves the new pages (`onPublished`).
 */
import {
  contentItemParams,
  publishRequest,
  restoreRequest,
  saveDraftRequest,
  versionRequest,
} from '@contract/content/studio-api';
import type { AuditActor } from '@server/audit/audit-log';
import {
  ContentError,
  contentHistory,
  listContent,
  publishContent,
  readContentItem,
  restoreVersion,
  saveDraft,
  unpublishContent,
} from '@server/content/content-store';
import type { DatabaseSchema } from '@server/db/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';

export interface InboxContentOptions {
  db: Kysely<DatabaseSchema>;
  actorOf: (request: FastifyRequest) => AuditActor;
  /** Something was published or unpublished: resolves once this instance serves it. */
  onPublished: () => Promise<void>;
}

const access = { config: { access: 'content:edit' as const } };
const itemParams = z.object({ id: z.string().max(40) });

export async function inboxContentRoutes(app: FastifyInstance, options: InboxContentOptions) {
  const { db, actorOf } = options;

  async function refused(reply: FastifyReply, error: unknown, id: string) {
    if (!(error instanceof ContentError)) throw error;
    if (error.code === 'validation') {
      return reply.code(400).send({ error: 'validation', fields: error.fields });
    }
    if (error.code === 'content_conflict') {
      return reply.code(409).send({ error: error.code, item: await readContentItem(db, id) });
    }
    return reply.code(404).send({ error: error.code });
  }

  /** The route's item and language, and its body by `schema`; or the answer already sent. */
  function parsed<T extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, schema: T) {
    const params = contentItemParams.safeParse(request.params);
    if (!params.success) {
      void reply.code(404).send({ error: 'no_such_content' });
      return undefined;
    }
    const body = schema.safeParse(request.body);
    if (!body.success) {
      void reply.code(400).send({ error: 'validation', fields: {} });
      return undefined;
    }
    return { ...params.data, body: body.data as z.infer<T>, actor: actorOf(request) };
  }

  app.get('/api/inbox/content', access, async () => ({ items: await listContent(db) }));

  app.get('/api/inbox/content/:id', access, async (request, reply) => {
    const params = itemParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'no_such_content' });
    try {
      return await readContentItem(db, params.data.id);
    } catch (error) {
      return refused(reply, error, params.data.id);
    }
  });

  app.get('/api/inbox/content/:id/:language/versions', access, async (request, reply) => {
    const params = contentItemParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'no_such_content' });
    try {
      return { versions: await contentHistory(db, params.data.id, params.data.language) };
    } catch (error) {
      return refused(reply, error, params.data.id);
    }
  });

  app.post('/api/inbox/content/:id/:language/draft', access, async (request, reply) => {
    const input = parsed(request, reply, saveDraftRequest);
    if (!input) return reply;
    try {
      return await saveDraft(db, { ...input, ...input.body });
    } catch (error) {
      return refused(reply, error, input.id);
    }
  });

  app.post('/api/inbox/content/:id/:language/publish', access, async (request, reply) => {
    const input = parsed(request, reply, publishRequest);
    if (!input) return reply;
    try {
      const state = await publishContent(db, { ...input, ...input.body });
      await options.onPublished();
      return state;
    } catch (error) {
      return refused(reply, error, input.id);
    }
  });

  app.post('/api/inbox/content/:id/:language/unpublish', access, async (request, reply) => {
    const input = parsed(request, reply, versionRequest);
    if (!input) return reply;
    try {
      const state = await unpublishContent(db, { ...input, ...input.body });
      await options.onPublished();
      return state;
    } catch (error) {
      return refused(reply, error, input.id);
    }
  });

  app.post('/api/inbox/content/:id/:language/restore', access, async (request, reply) => {
    const input = parsed(request, reply, restoreRequest);
    if (!input) return reply;
    try {
      return await restoreVersion(db, { ...input, ...input.body });
    } catch (error) {
      return refused(reply, error, input.id);
    }
  });
}
