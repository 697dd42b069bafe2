/**
 * The one set of migrations, for PGlite and PostgreSQL alike, applied at start by every
 * process that opens the database. Kysely's migrator takes a lock, so several instances
 * starting at once on PostgreSQL apply each migration exactly once.
 */
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as leadsAndOutbox from './migrations/0001-leads-and-outbox';
import * as visitCounts from './migrations/0002-visit-counts';
import * as inboxAccounts from './migrations/0003-inbox-accounts';
import * as leadAttribution from './migrations/0004-lead-attribution';
import * as leadWorkflow from './migrations/0005-lead-workflow';
import * as outboxEvents from './migrations/0006-outbox-events';
import * as autoReplyChannel from './migrations/0007-auto-reply-channel';
import * as insightsWrites from './migrations/0009-insights-writes';
import * as autoReplyPerAddress from './migrations/0010-auto-reply-per-address';
import * as signInPerNetwork from './migrations/0011-sign-in-per-network';
import * as outboxResends from './migrations/0012-outbox-resends';
import * as leadOwners from './migrations/0020-lead-owners';
import * as leadFollowUp from './migrations/0021-lead-follow-up';
import * as searchFolded from './migrations/0022-search-folded';
import * as leadDuplicates from './migrations/0023-lead-duplicates';
import * as leadsBelongToTheirVisit from './migrations/0030-leads-belong-to-their-visit';
import * as leadCompany from './migrations/0040-lead-company';
import * as whatsappClicked from './migrations/0041-whatsapp-clicked';
import * as leadLegalBasis from './migrations/0042-lead-legal-basis';
import * as crmChannels from './migrations/0045-crm-channels';
import * as spamFolder from './migrations/0050-spam-folder';
import * as noteEdits from './migrations/0051-note-edits';
import * as leadOpened from './migrations/0052-lead-opened';
import * as privacyRequests from './migrations/0055-privacy-requests';
import * as visitGoals from './migrations/0060-visit-goals';
import * as alertsAndScheduledMails from './migrations/0065-alerts-and-scheduled-mails';
import * as insightsShares from './migrations/0066-insights-shares';
import * as adminTokenAttempts from './migrations/0070-admin-token-attempts';
import * as countedValues from './migrations/0071-counted-values';
import * as leadSearchText from './migrations/0072-lead-search-text';
import * as spamOutOfInsights from './migrations/0073-spam-out-of-insights';
import * as visitPeople from './migrations/0074-visit-people';
import * as oneJobQueue from './migrations/0086-one-job-queue';
import * as countedCombinations from './migrations/0303-counted-combinations';
import * as userRoles from './migrations/0370-user-roles';
import * as privacyRequestVerification from './migrations/0400-privacy-request-verification';
import * as privacyRequestAnswer from './migrations/0401-privacy-request-answer';
import * as privacyRequestsByClock from './migrations/0460-privacy-requests-by-clock';
import * as oneTimeTokens from './migrations/0500-one-time-tokens';
import * as teamAccounts from './migrations/0510-team-accounts';
import * as privacyRequestCorrection from './migrations/0520-privacy-request-correction';
import * as siteContent from './migrations/0600-site-content';
import * as notificationChannelRows from './migrations/0700-notification-channel-rows';
import * as leadUpdatedEvent from './migrations/0710-lead-updated-event';
import * as secondFactors from './migrations/0800-second-factors';
import * as singleSignOn from './migrations/0850-single-sign-on';
import * as demoBooking from './migrations/0900-demo-booking';
import { writeNotificationChannelRows } from './notification-channel-rows';
import type { DatabaseSchema } from './schema';

/**
 * In order; names are stored in the database, so never rename one that has shipped. Numbers
 * are taken by parallel work and may land out of order (0004 before 0002): a database that
 * already has a later one still gets an earlier one that arrives after it, so each migration
 * must not depend on those numbered between it and the ones already shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-leads-and-outbox': leadsAndOutbox,
  '0002-visit-counts': visitCounts,
  '0003-inbox-accounts': inboxAccounts,
  '0004-lead-attribution': leadAttribution,
  '0005-lead-workflow': leadWorkflow,
  '0006-outbox-events': outboxEvents,
  '0007-auto-reply-channel': autoReplyChannel,
  '0009-insights-writes': insightsWrites,
  '0010-auto-reply-per-address': autoReplyPerAddress,
  '0011-sign-in-per-network': signInPerNetwork,
  '0012-outbox-resends': outboxResends,
  '0020-lead-owners': leadOwners,
  '0021-lead-follow-up': leadFollowUp,
  '0022-search-folded': searchFolded,
  '0023-lead-duplicates': leadDuplicates,
  '0030-leads-belong-to-their-visit': leadsBelongToTheirVisit,
  '0040-lead-company': leadCompany,
  '0041-whatsapp-clicked': whatsappClicked,
  '0042-lead-legal-basis': leadLegalBasis,
  '0045-crm-channels': crmChannels,
  '0050-spam-folder': spamFolder,
  '0051-note-edits': noteEdits,
  '0052-lead-opened': leadOpened,
  '0055-privacy-requests': privacyRequests,
  '0060-visit-goals': visitGoals,
  '0065-alerts-and-scheduled-mails': alertsAndScheduledMails,
  '0066-insights-shares': insightsShares,
  '0070-admin-token-attempts': adminTokenAttempts,
  '0071-counted-values': countedValues,
  '0072-lead-search-text': leadSearchText,
  '0073-spam-out-of-insights': spamOutOfInsights,
  '0074-visit-people': visitPeople,
  '0086-one-job-queue': oneJobQueue,
  '0303-counted-combinations': countedCombinations,
  '0370-user-roles': userRoles,
  '0400-privacy-request-verification': privacyRequestVerification,
  '0401-privacy-request-answer': privacyRequestAnswer,
  '0460-privacy-requests-by-clock': privacyRequestsByClock,
  '0500-one-time-tokens': oneTimeTokens,
  '0510-team-accounts': teamAccounts,
  '0520-privacy-request-correction': privacyRequestCorrection,
  '0600-site-content': siteContent,
  '0700-notification-channel-rows': notificationChannelRows,
  '0710-lead-updated-event': leadUpdatedEvent,
  '0800-second-factors': secondFactors,
  '0850-single-sign-on': singleSignOn,
  '0900-demo-booking': demoBooking,
};

/** Every migration's name, in the order they are applied. */
export const migrationNames = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<DatabaseSchema>) {
  const { error, results } = await new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed`.replace('  ', ' '), {
      cause: error,
    });
  }
  // Lists the database holds as rows, from contract/ (decision 440).
  await writeNotificationChannelRows(db);
}
