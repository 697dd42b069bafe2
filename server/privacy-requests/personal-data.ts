/**
 * What an access request hands over (decision 323), for the person (decision 325: the leads of
 * the e-mail address in any letter case, and those with one of their phones), as one JSON document (LGPD art. 18, II; art. 19, II): each lead with what the person sent and
 * what we derived (origin, campaign, landing page, dates: the lead's own fields), who received
 * it (each CRM, webhook, mail or chat it was sent to, with its state), its legal-basis record,
 * and the person's own privacy requests. Not the team's internal work on it (notes, status,
 * next step): decision 323. The audit log holds no personal data (only
 * account e-mails and lead ids), and visit counts are daily totals: neither is included.
 */
import { leadLegalBasis } from '@contract/lgpd';
import { type DatabaseSchema, leadColumnNames } from '@server/db/schema';
import { leadFromRow, leadToJson } from '@server/leads/lead';
import { personLeadIds } from '@server/leads/person-leads';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export async function collectPersonalData(db: Db, email: string, now = new Date()) {
  const address = email.trim().toLowerCase();
  const leads = await db
    .selectFrom('leads')
    .innerJoin(
      sql<{ id: string; matched_by: string }>`(${personLeadIds(sql`${address}`)})`.as('person'),
      'person.id',
      'leads.id',
    )
    .select(leadColumnNames.map((column) => `leads.${column}` as const))
    .select('person.matched_by')
    .orderBy('leads.created_at')
    .orderBy('leads.id')
    .execute();
  const ids = leads.map((lead) => lead.id);
  const [deliveries, requests] = await Promise.all([
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
      /** Why this lead is theirs: their e-mail address, or their phone (decision 325). */
      matchedBy: row.matched_by,
      legalBasisRecord: {
        legalBasis: row.legal_basis ?? leadLegalBasis,
        privacyNoticeVersion: row.privacy_notice_version,
        recordedAt: iso(row.created_at),
      },
      receivedBy: deliveries
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
