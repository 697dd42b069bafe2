/**
 * Receiving a contact request, whichever door it came through: the JSON API
 * (`POST /contacts/send`) or the contact page's own form POST without JavaScript
 * (`contact-form-post.ts`). One honeypot, one validation, one group commit: a lead is stored
 * before either door answers.
 */
import { randomUUID } from 'node:crypto';
import type { SpamReason } from '@contract/inbox-api';
import { honeypotField } from '@contract/request-conventions';
import { contactSchema } from '@contract/schema';
import { recordAudit } from '@server/audit/audit-log';
import type { Database } from '@server/db/database';
import type { NotificationChannel } from '@server/db/schema';
import { attributionOfVisit, type LeadVisits } from '@server/events/lead-visits';
import { assignInTurn } from '@server/inbox/lead-owners';
import type { NewLead } from '@server/leads/lead';
import { LeadBatcher } from '@server/leads/lead-batcher';
import { leadOrigin } from '@server/leads/lead-origin';
import { type LeadToStore, storeLeads } from '@server/leads/leads-repository';
import { isRepeatedMessage } from '@server/spam/repeated-message';
import { type SpamScreenRules, screenLead } from '@server/spam/spam-screen';
import { cleanText } from '@server/text/clean-text';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

export type ContactIntakeResult =
  /** A bot filled the honeypot: answered as sent, nothing stored. */
  | { outcome: 'honeypot'; id: string }
  | { outcome: 'invalid'; fields: Record<string, string> }
  | { outcome: 'key-reused' }
  | { outcome: 'stored'; id: string; replay: boolean };

export interface ContactRequestContext {
  /** As the client sent it (a header may come twice); checked after the fields. */
  idempotencyKey?: unknown;
  referer?: string;
  host?: string;
  /** The client's address and browser: they find the counted visit the lead came from. */
  ip: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

const emptyRequiredFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

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
 * Stores a batch, then gives its new leads to the accounts taking leads in turn (not those
 * filed as spam: a flood of them would spin the turn). The leads are
 * kept whatever the turn does: should it fail, they wait unassigned, and the visitor is told
 * their message was sent, as it was.
 */
async function storeAndAssign(db: Database['db'], batch: LeadToStore[], log: FastifyBaseLogger) {
  const results = await storeLeads(db, batch);
  const created = results.flatMap((result, index) =>
    result.outcome === 'created' && !batch[index]?.options.spamReasons?.length ? [result.id] : [],
  );
  try {
    await assignInTurn(db, created);
  } catch (error) {
    log.error({ err: error }, 'new leads not assigned in turn; they wait unassigned');
  }
  return results;
}

export function createContactIntake(options: {
  database: Database;
  channels: readonly NotificationChannel[];
  /** Called after a new lead is committed (wakes the outbox worker). */
  onLeadStored: () => void;
  /** With ANALYTICS on: finds the counted visit a lead came from (decision 220). */
  leadVisits?: LeadVisits;
  /** The arrival screen's settings (SPAM_LINKS_MAX, SPAM_REPEAT_HOURS). */
  spamScreen: SpamScreenRules & { repeatHours: number };
  log: FastifyBaseLogger;
}) {
  const { database, channels, onLeadStored, leadVisits, spamScreen, log } = options;

  /** What the screen finds in a valid lead: empty for a person's, else why it is spam. */
  async function spamReasonsOf(lead: { email: string; message: string }) {
    const reasons: SpamReason[] = screenLead(lead, spamScreen);
    if (await isRepeatedMessage(database.db, lead, spamScreen.repeatHours)) {
      reasons.push('repeated_message');
    }
    return reasons;
  }
  // Leads arriving together are committed together; the embedded database has one
  // connection, PostgreSQL's pool leaves room beside the batches for the outbox and admin.
  const leads = new LeadBatcher((batch) => storeAndAssign(database.db, batch, log), {
    concurrentBatches: database.kind === 'embedded' ? 1 : 4,
  });

  return async function receiveContact(
    body: Record<string, unknown>,
    context: ContactRequestContext,
  ): Promise<ContactIntakeResult> {
    // A bot filled the field people never see: it gets the answer it hoped for, and
    // nothing is stored or sent. Checked first, so it learns nothing from validation.
    if (honeypotFilled(body)) {
      context.log.info({ honeypot: true }, 'honeypot filled: answered as sent, nothing stored');
      return { outcome: 'honeypot', id: randomUUID() };
    }

    // A missing field reads as an empty one, so it gets the spec's message ('Required',
    // 'Name must be at least 2 characters') rather than a type error.
    const parsed = contactSchema.safeParse({ ...emptyRequiredFields, ...cleaned(body) });
    if (!parsed.success) return { outcome: 'invalid', fields: fieldMessages(parsed.error) };

    const key = context.idempotencyKey;
    if (key !== undefined && (typeof key !== 'string' || !idempotencyKeyPattern.test(key))) {
      return {
        outcome: 'invalid',
        fields: { 'Idempotency-Key': 'Must be 1 to 255 visible ASCII characters' },
      };
    }

    const { visitId, ...contact } = parsed.data;
    const origin = leadOrigin(contact, context.referer, context.host);
    // The lead belongs to the counted visit that sent it: it takes that visit's source.
    const visit = await leadVisits?.find(context.ip, context.userAgent, visitId);
    const lead: NewLead = {
      ...contact,
      ...origin,
      attribution: visit ? attributionOfVisit(origin.attribution, visit) : origin.attribution,
    };
    // Suspected spam is stored all the same, in the Spam folder, its notifications held.
    const spamReasons = await spamReasonsOf(contact);
    const result = await leads.store({
      lead,
      options: { idempotencyKey: key, channels, spamReasons },
    });
    if (result.outcome === 'key-reused') return { outcome: 'key-reused' };
    if (result.outcome === 'created' && spamReasons.length > 0) {
      await recordAudit(database.db, {
        actor: null,
        action: 'spam_screened',
        leadId: result.id,
        details: { reasons: spamReasons },
      });
      context.log.info({ leadId: result.id, spamReasons }, 'lead filed as spam');
    }
    if (result.outcome === 'created') {
      onLeadStored();
      // Suspected spam is not a lead the visit sent (decision 245): released by "Not spam",
      // it counts among the leads without a counted visit.
      if (visit && leadVisits && spamReasons.length === 0) {
        // The lead is stored and answered for; a failure here only leaves it without a
        // counted visit in the insights.
        await leadVisits
          .count(result.id, visit)
          .catch((error: Error) =>
            context.log.warn({ reason: error.message }, 'could not count the lead on its visit'),
          );
      }
    }
    const replay = result.outcome === 'replayed';
    context.log.info({ leadId: result.id, replay }, 'lead stored');
    return { outcome: 'stored', id: result.id, replay };
  };
}

export type ReceiveContact = ReturnType<typeof createContactIntake>;
