/**
 * Everything we hold on one person, by e-mail address in any letter case, as one JSON document
 * (LGPD art. 18, II: access; art. 19, II: complete): each lead with all its fields and the
 * team's work on it, its notes, the state of each notification sent about it, its legal-basis
 * record, and the person's own privacy requests. The audit log holds no personal data (only
 * account e-mails and lead ids), and visit counts are daily totals: neither is included.
 */
import { leadLegalBasis } from '@contract/lgpd';
import { type DatabaseSchema, leadColumnNames } from '@server/db/schema';
import { leadFromRow, leadToJson } from '@server/leads/lead';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export async function collectPersonalData(db: Db, email: string, now = new Date()) {
  const address = email.trim().toLowerCase();
  const leads = await db
    .selectFrom('leads')
    .select(leadColumnNames)
    .where(sql<string>`lower(email)`, '=', address)
    .orderBy('created_at')
    .execute();
  const ids = leads.map((lead) => lead.id);
  const [notes, deliveries, requests] = await Promise.all([
    ids.length
      ? db
          .selectFrom('lead_notes')
          .select(['lead_id', 'author_name', 'body', 'created_at'])
          .where('lead_id', 'in', ids)
          .orderBy('created_at')
          .execute()
      : [],
    ids.length
      ? db
          .selectFrom('outbox')
          .select([
            'lead_id',
            'channel',
            'event',
            'attempts',
            'delivered_at',
            'failed_for_good',
            'skipped',
          ])
          .where('lead_id', 'in', ids)
          .orderBy('channel')
          .execute()
      : [],
    db
      .selectFrom('privacy_requests')
      .select(['kind', 'message', 'language', 'received_at', 'answered_at', 'outcome'])
      .where(sql<string>`lower(email)`, '=', address)
      .orderBy('received_at')
      .execute(),
  ]);
  return {
    about: email,
    exportedAt: now.toISOString(),
    leads: leads.map((row) => ({
      ...leadToJson(leadFromRow(row)),
      work: {
        status: row.status,
        statusChangedAt: iso(row.status_changed_at),
        nextStepOn: row.next_step_on,
        nextStep: row.next_step,
      },
      legalBasisRecord: {
        legalBasis: row.legal_basis ?? leadLegalBasis,
        privacyNoticeVersion: row.privacy_notice_version,
        recordedAt: iso(row.created_at),
      },
      notes: notes
        .filter((note) => note.lead_id === row.id)
        .map((note) => ({ author: note.author_name, body: note.body, at: iso(note.created_at) })),
      deliveries: deliveries
        .filter((delivery) => delivery.lead_id === row.id)
        .map((delivery) => ({
          channel: delivery.channel,
          event: delivery.event,
          state: delivery.skipped
            ? 'skipped'
            : delivery.delivered_at
              ? 'delivered'
              : delivery.failed_for_good
                ? 'failed'
                : 'pending',
          attempts: delivery.attempts,
          deliveredAt: iso(delivery.delivered_at),
        })),
    })),
    privacyRequests: requests.map((request) => ({
      kind: request.kind,
      message: request.message,
      language: request.language,
      receivedAt: iso(request.received_at),
      answeredAt: iso(request.answered_at),
      outcome: request.outcome,
    })),
  };
}
