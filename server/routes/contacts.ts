/**
 * POST /contacts/send: the contact form's lead. Answers 200 only once the lead and its
 * notifications are committed; see docs/lead-api.md for every other answer.
 */
import { randomUUID } from 'node:crypto';
import { honeypotField } from '@contract/request-conventions';
import { contactSchema } from '@contract/schema';
import { cleanText } from '@server/clean-text';
import type { Config } from '@server/config';
import type { Database } from '@server/db/database';
import type { NotificationChannel } from '@server/db/schema';
import { attributionOfVisit, type LeadVisits } from '@server/events/lead-visits';
import { assignInTurn } from '@server/inbox/lead-owners';
import type { NewLead } from '@server/leads/lead';
import { LeadBatcher } from '@server/leads/lead-batcher';
import { leadOrigin } from '@server/leads/lead-origin';
import { type LeadToStore, storeLeads } from '@server/leads/leads-repository';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** The body limit of the route: a lead at the schema's maximum lengths fits comfortably. */
const contactBodyLimit = 16 * 1024;

const sentStatus = 'MSG ENVIADA';

export interface ContactRoutesOptions {
  config: Pick<Config, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW'>;
  database: Database;
  channels: readonly NotificationChannel[];
  /** Called after a new lead is committed (wakes the outbox worker). */
  onLeadStored: () => void;
  /** With ANALYTICS on: finds the counted visit a lead came from (decision 220). */
  leadVisits?: LeadVisits;
}

const emptyRequiredFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function honeypotFilled(body: Record<string, unknown>) {
  const value = body[honeypotField];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** Every text the visitor sent, cleaned before validation (see cleanText). */
function cleaned(body: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? cleanText(value) : value,
    ]),
  );
}

/** The first message of each invalid field, keyed by the field's name. */
function fieldMessages(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.message;
  }
  return fields;
}

/**
 * Stores a batch, then gives its new leads to the accounts taking leads in turn. The leads are
 * kept whatever the turn does: should it fail, they wait unassigned, and the visitor is told
 * their message was sent, as it was.
 */
async function storeAndAssign(db: Database['db'], batch: LeadToStore[], log: FastifyBaseLogger) {
  const results = await storeLeads(db, batch);
  const created = results.flatMap((result) => (result.outcome === 'created' ? [result.id] : []));
  try {
    await assignInTurn(db, created);
  } catch (error) {
    log.error({ err: error }, 'new leads not assigned in turn; they wait unassigned');
  }
  return results;
}

export async function contactRoutes(app: FastifyInstance, options: ContactRoutesOptions) {
  const { config, database, channels, onLeadStored, leadVisits } = options;
  // Leads arriving together are committed together; the embedded database has one
  // connection, PostgreSQL's pool leaves room beside the batches for the outbox and admin.
  const leads = new LeadBatcher((batch) => storeAndAssign(database.db, batch, app.log), {
    concurrentBatches: database.kind === 'embedded' ? 1 : 4,
  });

  // Only JSON here: anything else (text/plain included, which Fastify accepts by default)
  // is answered 415 by the error handler.
  app.removeContentTypeParser('text/plain');

  app.post(
    '/contacts/send',
    {
      bodyLimit: contactBodyLimit,
      config: { rateLimit: { max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const body = isObject(request.body) ? request.body : {};

      // A bot filled the field people never see: it gets the answer it hoped for, and
      // nothing is stored or sent. Checked first, so it learns nothing from validation.
      if (honeypotFilled(body)) {
        request.log.info({ honeypot: true }, 'honeypot filled: answered as sent, nothing stored');
        return [{ status: sentStatus, id: randomUUID() }];
      }

      // A missing field reads as an empty one, so it gets the spec's message ('Required',
      // 'Name must be at least 2 characters') rather than a type error.
      const parsed = contactSchema.safeParse({ ...emptyRequiredFields, ...cleaned(body) });
      if (!parsed.success) {
        return reply.code(400).send({ error: 'validation', fields: fieldMessages(parsed.error) });
      }

      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !idempotencyKeyPattern.test(key))) {
        return reply.code(400).send({
          error: 'validation',
          fields: { 'Idempotency-Key': 'Must be 1 to 255 visible ASCII characters' },
        });
      }

      const contact = parsed.data;
      const origin = leadOrigin(contact, request.headers.referer, request.headers.host);
      // The lead belongs to the counted visit that sent it: it takes that visit's source.
      const visit = await leadVisits?.find(request.ip, request.headers['user-agent']);
      const lead: NewLead = {
        ...contact,
        ...origin,
        attribution: visit ? attributionOfVisit(origin.attribution, visit) : origin.attribution,
      };
      const result = await leads.store({ lead, options: { idempotencyKey: key, channels } });

      if (result.outcome === 'key-reused') {
        return reply.code(422).send({ error: 'idempotency_key_reused' });
      }
      if (result.outcome === 'created') {
        onLeadStored();
        if (visit && leadVisits) {
          // The lead is stored and answered for; a failure here only leaves it without a
          // counted visit in the insights.
          await leadVisits
            .count(result.id, visit)
            .catch((error: Error) =>
              request.log.warn({ reason: error.message }, 'could not count the lead on its visit'),
            );
        }
      }
      request.log.info({ leadId: result.id, replay: result.outcome === 'replayed' }, 'lead stored');
      return [{ status: sentStatus, id: result.id }];
    },
  );
}
