/**
 * The sales inbox's API over the leads (docs/inbox-api.md): the list and its export, a
 * lead's page (fields, notes, notifications), status changes, notes, "send again", erasure,
 * the audit log and the insights (inbox-insights.ts). Every route needs a signed-in session; every POST its CSRF token.
 */
import { Readable } from 'node:stream';
import { brand } from '@contract/brand';
import { csvDialectFor } from '@contract/csv-format';
import {
  accountLanguageRequest,
  accountsAnswer,
  auditQuery,
  eraseRequest,
  type LeadFilter,
  leadExportQuery,
  leadFilterQuery,
  leadListQuery,
  nextStepRequest,
  noteRequest,
  notificationChannel,
  ownerChangeRequest,
  spamRequest,
  statusChangeRequest,
  takesLeadsRequest,
} from '@contract/inbox-api';
import type { NoticeFactName } from '@contract/notice-facts';
import fastifyCookie from '@fastify/cookie';
import { relyingPartyOf } from '@server/accounts/passkeys';
import type { CookieSecurity } from '@server/accounts/session-cookie';
import type { SessionLifetimes } from '@server/accounts/sessions';
import { createSingleSignOn } from '@server/accounts/single-sign-on';
import type { SingleSignOnTuning } from '@server/accounts/single-sign-on-client';
import { setUserLanguage } from '@server/accounts/users';
import { type AuditActor, listAudit, recordAudit } from '@server/audit/audit-log';
import type { Database } from '@server/db/database';
import { decodeCursor } from '@server/db/keyset-cursor';
import type { NotificationChannel } from '@server/db/schema';
import { setNextStep } from '@server/inbox/follow-up';
import { type FollowUpRules, followUpClock } from '@server/inbox/follow-up-clock';
import {
  changeLeadStatus,
  findInboxLead,
  iterateFilteredLeads,
  listInboxLeads,
  markOpened,
  neighboursOf,
  type Viewer,
} from '@server/inbox/inbox-leads';
import { listDeliveries, resendNotification } from '@server/inbox/lead-deliveries';
import { workColumns } from '@server/inbox/lead-export-columns';
import { addNote, editNote, listNotes } from '@server/inbox/lead-notes';
import {
  changeLeadOwner,
  listAccounts,
  type OwnerChangeResult,
  setTakesLeads,
} from '@server/inbox/lead-owners';
import { changeSpam } from '@server/inbox/spam-folder';
import { countViews } from '@server/inbox/view-counts';
import type { KeptTallies } from '@server/insights/kept-tallies';
import { leadsToCsv } from '@server/leads/csv';
import { eraseLeadsByEmail } from '@server/leads/erasure';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inboxAccountFactorsRoutes } from './inbox-account-factors';
import { inboxAuthRoutes } from './inbox-auth';
import { inboxBookingRoutes } from './inbox-booking';
import { inboxContentRoutes } from './inbox-content';
import { inboxDevicesRoutes } from './inbox-devices';
import { requireInboxSession, sameOriginGet, sameSiteOrigin, sessionOf } from './inbox-guard';
import { inboxInsightsRoutes } from './inbox-insights';
import { inboxInvitationRoutes } from './inbox-invitation';
import { inboxPasswordResetRoutes } from './inbox-password-reset';
import { inboxPrivacyRequestRoutes } from './inbox-privacy-requests';
import { inboxSecondFactorPolicyRoutes } from './inbox-second-factor-policy';
import { inboxSecondStepRoutes } from './inbox-second-step';
import { inboxSetupRoutes } from './inbox-setup';
import { inboxSsoRoutes } from './inbox-sso';
import { inboxSsoAdminRoutes } from './inbox-sso-admin';
import { inboxTeamRoutes } from './inbox-team';

export interface InboxRoutesOptions {
  database: Database;
  publicSiteUrl: string;
  /** The notification channels this server sends on. */
  channels: readonly NotificationChannel[];
  /** A notification was queued (sent again, or lead.deleted): the outbox worker should look now. */
  onResend: () => void;
  /** SITE_TIME_ZONE: the days of the insights and of the follow-up. */
  siteTimeZone: string;
  /** FIRST_RESPONSE_HOURS: business hours a new lead may wait before it is overdue. */
  firstResponseHours: number;
  /** ANALYTICS=on: the insights count visits as well as leads. */
  visitsCounted: boolean;
  /** The insights' counts already read, shared with the server's other insights routes. */
  keptTallies: KeptTallies;
  /** PASSWORD_RESET_MINUTES: how long a mailed reset link works (decision 372). */
  passwordResetMinutes: number;
  /** A password reset mail was queued: its worker should look now. */
  onPasswordResetQueued?: () => void;
  /** SESSION_IDLE_HOURS and SESSION_MAX_DAYS. */
  sessionLifetimes?: SessionLifetimes;
  /** An invitation was queued: its mail's worker should look now. */
  onInvited?: () => void;
  /** Content was published or unpublished: resolves once this instance serves it. */
  onContentPublished?: () => Promise<void>;
  /** The facts the served privacy notice gets wrong about this server (decision 330). */
  noticeDiffers?: readonly NoticeFactName[];
  /** Tests only: single sign-on's clock, ahead of the provider's. */
  singleSignOnTuning?: SingleSignOnTuning;
  /** A salesperson connected or changed their calendar: read it soon (decision 471). */
  onCalendarChanged?: () => void;
}

const leadParams = z.object({ id: z.uuid() });
const noteParams = z.object({ id: z.uuid(), noteId: z.uuid() });
const deliveryParams = z.object({ id: z.uuid(), channel: notificationChannel });

const actorOf = (request: FastifyRequest): AuditActor & { name: string | null } => {
  const { user } = sessionOf(request);
  return { id: user.id, email: user.email, name: user.name };
};

function validationError(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ error: 'validation', fields: parameterErrors(error) });
}

/** A versioned change's answer: the lead, 409 with the lead as it is now, 404 or 400. */
function answerChange(reply: FastifyReply, result: OwnerChangeResult) {
  switch (result.outcome) {
    case 'not-found':
      return reply.code(404).send({ error: 'not_found' });
    case 'no-such-account':
      return reply
        .code(400)
        .send({ error: 'validation', fields: { ownerId: 'No account with this id' } });
    case 'conflict':
      return reply.code(409).send({ error: 'conflict', lead: result.lead });
    case 'changed':
      return { lead: result.lead };
  }
}

/** The filter as the audit log keeps it: what was filtered, never a searched text. */
function filterForAudit({ q, ...rest }: LeadFilter) {
  return { ...rest, searched: q !== undefined };
}

export async function inboxRoutes(app: FastifyInstance, options: InboxRoutesOptions) {
  const { db } = options.database;
  const isSameSite = sameSiteOrigin(options.publicSiteUrl);
  const isSameOriginGet = sameOriginGet(options.publicSiteUrl);
  const lifetimes = options.sessionLifetimes;
  const cookies: CookieSecurity = {
    siteIsHttps: options.publicSiteUrl.startsWith('https:'),
    sessionMaxDays: lifetimes?.maxDays,
  };
  const guard = requireInboxSession(db, isSameSite, lifetimes);
  const rules: FollowUpRules = {
    timeZone: options.siteTimeZone,
    firstResponseHours: options.firstResponseHours,
  };
  /** The signed-in account and the follow-up clock at this moment. */
  const viewerOf = (request: FastifyRequest): Viewer => ({
    id: sessionOf(request).user.id,
    clock: followUpClock(rules),
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
  });
  // Parses the session cookie for the inbox's routes only: the public API never reads one.
  await app.register(fastifyCookie);

  await app.register(inboxAuthRoutes, {
    db,
    cookies,
    isSameSite,
    guard,
    lifetimes,
    noticeDiffers: options.noticeDiffers,
  });
  await app.register(inboxInvitationRoutes, { db, cookies, isSameSite });
  // The single-use links (decision 372): a forgotten password, the first admin.
  await app.register(inboxPasswordResetRoutes, {
    db,
    cookies,
    isSameSite,
    minutes: options.passwordResetMinutes,
    onQueued: options.onPasswordResetQueued,
  });
  await app.register(inboxSetupRoutes, { db, cookies, isSameSite });
  // Passkeys belong to the configured site (decision 341): its host is their RP ID.
  const relyingParty = relyingPartyOf(options.publicSiteUrl, brand.brandName);
  await app.register(inboxSecondStepRoutes, {
    db,
    isSameSite,
    start: { cookies, lifetimes, noticeDiffers: options.noticeDiffers },
    relyingParty,
  });
  // Single sign-on with the team's OpenID Connect provider (decision 460).
  const singleSignOn = createSingleSignOn({
    db,
    redirectUri: new URL('/api/inbox/sso/callback', options.publicSiteUrl).href,
    tuning: options.singleSignOnTuning,
  });
  await app.register(inboxSsoRoutes, { db, cookies, singleSignOn });

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', guard);

    signedIn.get(
      '/api/inbox/leads',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const query = leadListQuery.safeParse(request.query);
        if (!query.success) return validationError(reply, query.error);
        const { cursor, ...filter } = query.data;
        const after = cursor === undefined ? undefined : decodeCursor(cursor);
        if (cursor !== undefined && !after) {
          return reply
            .code(400)
            .send({ error: 'validation', fields: { cursor: 'Not a cursor of this list' } });
        }
        return listInboxLeads(db, filter, viewerOf(request), after);
      },
    );

    signedIn.get(
      '/api/inbox/leads/counts',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const query = leadListQuery.safeParse(request.query);
        if (!query.success) return validationError(reply, query.error);
        const { cursor: _cursor, ...filter } = query.data;
        return countViews(db, filter, viewerOf(request));
      },
    );

    signedIn.get(
      '/api/inbox/leads.csv',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        if (!isSameOriginGet(request)) return reply.code(403).send({ error: 'csrf' });
        const query = leadExportQuery.safeParse(request.query);
        if (!query.success) return validationError(reply, query.error);
        const { lang, ...filter } = query.data;
        await recordAudit(db, {
          actor: actorOf(request),
          action: 'export',
          details: { filter: filterForAudit(filter) },
        });
        const today = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="leads-${today}.csv"`)
          .send(
            Readable.from(
              leadsToCsv(
                iterateFilteredLeads(db, filter, viewerOf(request)),
                csvDialectFor(lang, options.siteTimeZone),
                workColumns,
              ),
              { highWaterMark: 1 },
            ),
          );
      },
    );

    signedIn.get(
      '/api/inbox/leads/:id',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const params = leadParams.safeParse(request.params);
        const lead = params.success
          ? await findInboxLead(db, params.data.id, followUpClock(rules))
          : undefined;
        if (!lead) return reply.code(404).send({ error: 'not_found' });
        const [notes, deliveries] = await Promise.all([
          listNotes(db, lead.id),
          listDeliveries(db, lead.id, options.channels),
          lead.unread ? markOpened(db, lead.id) : undefined,
        ]);
        return { lead: { ...lead, unread: false }, notes, deliveries };
      },
    );

    signedIn.get(
      '/api/inbox/leads/:id/neighbours',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const params = leadParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: 'not_found' });
        const query = leadFilterQuery.safeParse(request.query);
        if (!query.success) return validationError(reply, query.error);
        const found = await neighboursOf(db, params.data.id, query.data, viewerOf(request));
        if (!found) return reply.code(404).send({ error: 'not_found' });
        return found;
      },
    );

    signedIn.post(
      '/api/inbox/leads/:id/status',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const params = leadParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: 'not_found' });
        const body = statusChangeRequest.safeParse(request.body);
        if (!body.success) return validationError(reply, body.error);
        const result = await changeLeadStatus(db, {
          id: params.data.id,
          ...body.data,
          actor: actorOf(request),
          clock: followUpClock(rules),
        });
        // Out of the Spam folder, its held notifications are due now.
        if (result.outcome === 'changed') options.onResend();
        return answerChange(reply, result);
      },
    );

    signedIn.post(
      '/api/inbox/leads/:id/spam',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const params = leadParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: 'not_found' });
        const body = spamRequest.safeParse(request.body);
        if (!body.success) return validationError(reply, body.error);
        const result = await changeSpam(db, {
          id: params.data.id,
          ...body.data,
          actor: actorOf(request),
          clock: followUpClock(rules),
        });
        if (result.outcome === 'changed' && !body.data.spam) options.onResend();
        return answerChange(reply, result);
      },
    );

    signedIn.post(
      '/api/inbox/leads/:id/owner',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const params = leadParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: 'not_found' });
        const body = ownerChangeRequest.safeParse(request.body);
        if (!body.success) return validationError(reply, body.error);
        const result = await changeLeadOwner(db, {
          id: params.data.id,
          ...body.data,
          actor: actorOf(request),
          clock: followUpClock(rules),
        });
        return answerChange(reply, result);
      },
    );

    signedIn.post(
      '/api/inbox/leads/:id/next-step',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const params = leadParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: 'not_found' });
        const body = nextStepRequest.safeParse(request.body);
        if (!body.success) return validationError(reply, body.error);
        const result = await setNextStep(db, {
          id: params.data.id,
          ...body.data,
          actor: actorOf(request),
          clock: followUpClock(rules),
        });
        return answerChange(reply, result);
      },
    );

    signedIn.get('/api/inbox/accounts', { config: { access: 'leads:work' } }, async () =>
      accountsAnswer.parse({ accounts: await listAccounts(db) }),
    );

    // The PT | EN switch of a signed-in person: their morning digest follows it.
    signedIn.post(
      '/api/inbox/accounts/me/language',
      { config: { access: 'signed-in' } },
      async (request, reply) => {
        const body = accountLanguageRequest.safeParse(request.body);
        if (!body.success) return validationError(reply, body.error);
        await setUserLanguage(db, actorOf(request).email, body.data.language);
        return { language: body.data.language };
      },
    );

    signedIn.post(
      '/api/inbox/accounts/me/takes-leads',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const body = takesLeadsRequest.safeParse(request.body);
        if (!body.success) return validationError(reply, body.error);
        return { account: await setTakesLeads(db, actorOf(request), body.data.takesLeads) };
      },
    );

    signedIn.post(
      '/api/inbox/leads/:id/notes',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const params = leadParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: 'not_found' });
        const body = noteRequest.safeParse(request.body);
        if (!body.success) return validationError(reply, body.error);
        const note = await addNote(db, {
          leadId: params.data.id,
          body: body.data.body,
          author: actorOf(request),
        });
        if (!note) return reply.code(404).send({ error: 'not_found' });
        return reply.code(201).send({ note });
      },
    );

    signedIn.post(
      '/api/inbox/leads/:id/notes/:noteId',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const params = noteParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: 'not_found' });
        const body = noteRequest.safeParse(request.body);
        if (!body.success) return validationError(reply, body.error);
        const result = await editNote(db, {
          leadId: params.data.id,
          noteId: params.data.noteId,
          body: body.data.body,
          author: actorOf(request),
        });
        switch (result.outcome) {
          case 'not-found':
            return reply.code(404).send({ error: 'not_found' });
          case 'not-author':
            return reply.code(403).send({ error: 'not_note_author' });
          case 'closed':
            return reply.code(409).send({ error: 'note_edit_closed' });
          case 'edited':
            return { note: result.note };
        }
      },
    );

    signedIn.post(
      '/api/inbox/leads/:id/deliveries/:channel/resend',
      { config: { access: 'leads:work' } },
      async (request, reply) => {
        const params = deliveryParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: 'not_found' });
        const result = await resendNotification(db, {
          leadId: params.data.id,
          channel: params.data.channel,
          channelsOn: options.channels,
          actor: actorOf(request),
        });
        switch (result.outcome) {
          case 'not-found':
            return reply.code(404).send({ error: 'not_found' });
          case 'channel-off':
            return reply.code(409).send({ error: 'channel_off' });
          case 'in-progress':
            return reply.code(409).send({ error: 'delivery_in_progress' });
          case 'queued':
            options.onResend();
            return { delivery: result.delivery };
        }
      },
    );

    // Erases the person, not only this lead: every lead with their e-mail address (the same
    // erasure as POST /api/leads/delete and the CLI).
    signedIn.post(
      '/api/inbox/leads/:id/erase',
      { config: { access: 'privacy:handle' } },
      async (request, reply) => {
        const params = leadParams.safeParse(request.params);
        const lead = params.success
          ? await findInboxLead(db, params.data.id, followUpClock(rules))
          : undefined;
        if (!lead) return reply.code(404).send({ error: 'not_found' });
        const body = eraseRequest.safeParse(request.body);
        if (!body.success) return validationError(reply, body.error);
        if (body.data.confirmEmail.toLowerCase() !== lead.email.trim().toLowerCase()) {
          return reply.code(400).send({ error: 'confirmation_mismatch' });
        }
        const deleted = await eraseLeadsByEmail(options.database, lead.email, {
          notifyWebhook: options.channels.includes('webhook'),
        });
        options.onResend();
        await recordAudit(db, {
          actor: actorOf(request),
          action: 'erasure',
          leadId: lead.id,
          details: { deleted },
        });
        return { deleted };
      },
    );

    signedIn.get(
      '/api/inbox/audit',
      { config: { access: 'audit:read' } },
      async (request, reply) => {
        const query = auditQuery.safeParse(request.query);
        if (!query.success) return validationError(reply, query.error);
        const { cursor, leadId, action, actor } = query.data;
        return listAudit(db, { before: cursor, leadId, action, actor });
      },
    );

    await signedIn.register(inboxPrivacyRequestRoutes, {
      database: options.database,
      notifyWebhook: options.channels.includes('webhook'),
      onQueued: options.onResend,
      actorOf,
      isSameOriginGet,
    });

    await signedIn.register(inboxTeamRoutes, {
      db,
      actorOf,
      onInvited: () => options.onInvited?.(),
    });
    await signedIn.register(inboxDevicesRoutes, { db, actorOf, lifetimes });
    await signedIn.register(inboxAccountFactorsRoutes, { db, relyingParty });
    await signedIn.register(inboxSecondFactorPolicyRoutes, { db });
    await signedIn.register(inboxSsoAdminRoutes, {
      db,
      actorOf,
      redirectUri: singleSignOn.redirectUri,
      tuning: options.singleSignOnTuning,
    });
    await signedIn.register(inboxBookingRoutes, {
      db,
      siteTimeZone: options.siteTimeZone,
      onCalendarChanged: () => options.onCalendarChanged?.(),
    });
    await signedIn.register(inboxContentRoutes, {
      db,
      actorOf,
      onPublished: () => options.onContentPublished?.() ?? Promise.resolve(),
    });

    await signedIn.register(inboxInsightsRoutes, {
      db,
      siteTimeZone: options.siteTimeZone,
      visitsCounted: options.visitsCounted,
      kept: options.keptTallies,
    });
  });
}
