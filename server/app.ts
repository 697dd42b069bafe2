/**
 * Builds the Fastify application from a validated configuration. Used by server/serve.ts and
 * by the tests (through `inject` or a real port), so everything the server does is wired here.
 */

import { languages } from '@contract/languages';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { setupLinkOnStart } from './accounts/setup-link';
import type { SingleSignOnTuning } from './accounts/single-sign-on-client';
import { requireAdmin } from './admin/admin-access';
import { startCalendarRefresh } from './booking/calendar-refresh';
import { startMeetingInvites } from './booking/meeting-invites';
import { bookingHorizonDays } from './booking/team-slots';
import type { Config } from './config';
import { type ContentSync, startContentSync } from './content/content-sync';
import { type Database, openDatabase } from './db/database';
import { LeadVisits } from './events/lead-visits';
import { dayFormatter } from './events/site-day';
import { VisitorHasher } from './events/visitor-hash';
import { errorHandler } from './http/error-handler';
import { boundedJsonBodies, maxBodyBytes } from './http/json-body';
import { registerRateLimit } from './http/rate-limit';
import { privateRequestLogs } from './http/request-log';
import { hstsMaxAgeFor, securityHeaders } from './http/security';
import {
  productionTimeouts,
  type ServerTimeouts,
  serverTimeoutOptions,
} from './http/server-timeouts';
import { KeptTallies } from './insights/kept-tallies';
import { type RetentionPurge, startRetentionPurge } from './leads/retention';
import { requestPath } from './net/request-path';
import { createMailTransport } from './notify/email-sender';
import { startInvitationMails } from './notify/invitation-mail';
import { createNotifications } from './notify/notifications';
import { type OutboxWorker, startOutboxWorker } from './notify/outbox-worker';
import { startResetMails } from './notify/password-reset-mail';
import { smtpRequiresTls } from './notify/smtp-tls';
import { startPrivacyRequestPurge } from './privacy-requests/request-purge';
import { startVerificationMails } from './privacy-requests/verification-mail';
import { adminInsightsSharesRoutes } from './routes/admin-insights-shares';
import { adminUsersRoutes } from './routes/admin-users';
import { bookingRoutes } from './routes/booking';
import { contactFormPostRoutes } from './routes/contact-form-post';
import { createContactIntake } from './routes/contact-intake';
import { contactRoutes } from './routes/contacts';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { inboxRoutes } from './routes/inbox';
import { insightsRoutes } from './routes/insights';
import { leadsRoutes } from './routes/leads';
import { privacyRequestRoutes } from './routes/privacy-requests';
import { privacyVerificationRoutes } from './routes/privacy-verification';
import { enforceRouteAccess } from './routes/route-access';
import { sharedInsightsRoutes } from './routes/shared-insights';
import { createScheduledWork } from './schedule/scheduled-work';
import { type ScheduledMailSender, type Scheduler, startScheduler } from './schedule/scheduler';
import { sendWeeklyReportNow } from './schedule/weekly-report-now';
import {
  bookingPages,
  contactAnswerPages,
  privacyRequestAnswerPages,
} from './site/contact-answer-page';
import { LivePages } from './site/live-pages';
import { noticeFactsMismatch } from './site/notice-facts-check';
import { confirmPageRenderer } from './site/privacy-confirm-page';
import { readSiteManifest, staticSite } from './site/static-site';
import { refuseUnstorableText } from './text/unstorable-text';

export interface BuildAppOptions {
  config: Config;
  /** Build output to serve (dist/); without it the server answers the API only. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** A pino logger to use instead of creating one from `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /**
   * An open database, which stays open when the app closes (its opener closes it). Without
   * one, the app opens the database the configuration names and closes it with itself.
   */
  database?: Database;
  /** How often the outbox worker looks for work at the latest (tests shorten it). */
  outboxPollIntervalMs?: number;
  /** How long slow clients are waited for (tests shorten it). */
  timeouts?: ServerTimeouts;
  /** How often this instance looks for a publish made elsewhere (decision 401; tests shorten it). */
  contentPollIntervalMs?: number;
  /** Tests only: single sign-on's clock, ahead of the provider's (decision 460). */
  singleSignOnTuning?: SingleSignOnTuning;
}

export async function buildApp(options: BuildAppOptions) {
  const { config, distDir } = options;
  const trustProxy = config.TRUST_PROXY;
  const fastifyOptions: FastifyServerOptions = {
    trustProxy:
      // A hop count: trust that many proxies nearest to us.
      typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: maxBodyBytes,
    // Client addresses reach the logs shortened to their network (IPs are personal data).
    childLoggerFactory: privateRequestLogs,
    ...serverTimeoutOptions(options.timeouts ?? productionTimeouts),
  };
  if (options.loggerInstance) fastifyOptions.loggerInstance = options.loggerInstance;
  else fastifyOptions.logger = options.logger ?? false;
  const app: FastifyInstance = Fastify(fastifyOptions);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase(config, {
      role: 'server',
      onBackgroundError: (error) =>
        app.log.warn({ reason: error.message }, 'database connection lost'),
    }));

  try {
    // Before any route: every route declares who may reach it (decision 371).
    enforceRouteAccess(app);
    errorHandler(app);
    boundedJsonBodies(app);
    const manifest = distDir ? await readSiteManifest(distDir) : undefined;
    // The pages as the published content draws them (decision 401).
    const live =
      distDir && manifest ? await LivePages.load(distDir, manifest, languages) : undefined;
    let contentSync: ContentSync | undefined;
    securityHeaders(app, {
      scriptHashes: manifest?.scriptHashes ?? [],
      styleHashes: manifest?.styleHashes ?? [],
      hstsMaxAgeSeconds: hstsMaxAgeFor(config.PUBLIC_SITE_URL, config.HSTS_MAX_AGE),
      ...manifest?.thirdParty,
    });
    await app.register(cors, {
      // Only the listed origins; with none, no CORS headers at all (same origin only).
      origin: config.CORS_ORIGINS.length
        ? config.CORS_ORIGINS.map((o) => new URL(o).origin)
        : false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });
    const rateLimit = await registerRateLimit(app, config);
    // The inbox's and the admin API's inputs: NUL and broken UTF-16 refused, control
    // characters removed, before any of their routes reads them.
    app.addHook(
      'preValidation',
      refuseUnstorableText(
        ['/api/inbox', '/api/leads', '/api/admin', '/api/insights'],
        requestPath,
      ),
    );

    // One guard for every admin route: wrong tokens are counted together, in the database (23.7).
    const adminGuard = requireAdmin(config.ADMIN_TOKEN, database.db);
    const notifications = createNotifications(config, database.db);
    const channels = notifications.channelsOnCreated;
    let worker: OutboxWorker | undefined;
    let retentionPurge: RetentionPurge | undefined;
    let requestPurge: { stop(): Promise<void> } | undefined;
    let scheduler: Scheduler | undefined;
    let resetMails: ReturnType<typeof startResetMails> | undefined;
    const scheduledWork = createScheduledWork(config, database.db, {
      onOverdueQueued: () => worker?.wake(),
    });

    // Visitors' hashes of the day, for the visit counts and for the visit a lead came from.
    const hasher =
      config.ANALYTICS === 'on'
        ? new VisitorHasher(database.db, new URL(config.PUBLIC_SITE_URL).host.toLowerCase())
        : undefined;

    await app.register(healthRoutes, { isDatabaseReachable: () => database.isReachable() });
    // One intake for both doors of a lead: the JSON API and the contact page's own form POST.
    const receiveContact = createContactIntake({
      database,
      channels,
      onLeadStored: () => worker?.wake(),
      leadVisits:
        hasher && new LeadVisits(database.db, hasher, dayFormatter(config.SITE_TIME_ZONE)),
      spamScreen: {
        linksThreshold: config.SPAM_LINKS_MAX,
        repeatHours: config.SPAM_REPEAT_HOURS,
      },
      log: app.log,
    });
    await app.register(contactRoutes, { config, receiveContact });
    if (distDir && manifest) {
      await app.register(contactFormPostRoutes, {
        config,
        receiveContact,
        pages: contactAnswerPages(distDir, manifest),
      });
    }
    // Demo booking (decisions 470-474): the page's live slots, its form, the calendars' reads
    // and the invitations, each a job of the one queue.
    let calendarRefresh: ReturnType<typeof startCalendarRefresh> | undefined;
    let meetingInvites: ReturnType<typeof startMeetingInvites> | undefined;
    const booking = distDir && manifest ? bookingPages(distDir, manifest) : [];
    if (booking.length > 0) {
      await app.register(bookingRoutes, {
        config,
        database,
        pages: booking,
        onBooked: () => meetingInvites?.wake(),
      });
    }
    if (hasher) await app.register(eventRoutes, { config, database, hasher });
    // One copy of the insights' counts for every route that reads them (decision 082): the
    // inbox, the admin API and a shared link mostly ask for the same ranges.
    const keptTallies = new KeptTallies(database.db, config.SITE_TIME_ZONE);
    await app.register(async (leadsApi) => {
      // Only the sales team's lists and exports are worth compressing: static files are
      // precompressed at build time and the contact answers are a few bytes.
      await leadsApi.register(compress, { threshold: 1024 });
      await leadsApi.register(leadsRoutes, {
        adminGuard,
        database,
        notifyWebhook: channels.includes('webhook'),
        onErased: () => worker?.wake(),
      });
      if (config.ANALYTICS === 'on')
        await leadsApi.register(insightsRoutes, {
          config,
          database,
          kept: keptTallies,
          adminGuard,
          sendReportNow: scheduledWork.weeklyReport
            ? (today) =>
                sendWeeklyReportNow(
                  database.db,
                  scheduledWork.weeklyReport as ScheduledMailSender,
                  {
                    today,
                    retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
                  },
                )
            : undefined,
        });
    });
    // An admin's invitation is mailed by a worker of its own (decision 375).
    let invitationMails: ReturnType<typeof startInvitationMails> | undefined;
    await app.register(async (inboxApi) => {
      await inboxApi.register(compress, { threshold: 1024 });
      await inboxApi.register(inboxRoutes, {
        database,
        publicSiteUrl: config.PUBLIC_SITE_URL,
        channels,
        onResend: () => worker?.wake(),
        siteTimeZone: config.SITE_TIME_ZONE,
        firstResponseHours: config.FIRST_RESPONSE_HOURS,
        visitsCounted: config.ANALYTICS === 'on',
        keptTallies,
        passwordResetMinutes: config.PASSWORD_RESET_MINUTES,
        onPasswordResetQueued: () => resetMails?.wake(),
        sessionLifetimes: {
          idleHours: config.SESSION_IDLE_HOURS,
          maxDays: config.SESSION_MAX_DAYS,
        },
        onInvited: () => invitationMails?.wake(),
        onContentPublished: () => contentSync?.sync() ?? Promise.resolve(),
        noticeDiffers: noticeFactsMismatch(config, manifest).map(({ fact }) => fact),
        singleSignOnTuning: options.singleSignOnTuning,
        onCalendarChanged: () => void calendarRefresh?.readSoon(),
      });
    });
    // A privacy request is confirmed by a link mailed to the address it names (decision 322).
    const verificationTransport =
      config.SMTP_URL && config.MAIL_FROM
        ? createMailTransport(
            config.SMTP_URL,
            smtpRequiresTls(config.SMTP_URL, config.SMTP_ALLOW_PLAINTEXT),
          )
        : undefined;
    let verificationMails: ReturnType<typeof startVerificationMails> | undefined;
    await app.register(privacyRequestRoutes, {
      config,
      database,
      pages: distDir && manifest ? privacyRequestAnswerPages(distDir, manifest) : [],
      verificationMail: verificationTransport !== undefined,
      onStored: () => verificationMails?.wake(),
    });
    await app.register(privacyVerificationRoutes, {
      config,
      database,
      render: confirmPageRenderer(distDir, manifest),
      // The officer's alert goes at once, not at the next minute's tick (decision 344).
      onVerified: () => void scheduler?.tick(),
    });
    await app.register(adminUsersRoutes, { database });
    await app.register(adminInsightsSharesRoutes, {
      db: database.db,
      siteUrl: config.PUBLIC_SITE_URL,
    });
    await app.register(sharedInsightsRoutes, {
      db: database.db,
      config,
      distDir,
      kept: keptTallies,
    });
    if (distDir && live) {
      await app.register(staticSite, {
        distDir,
        live,
        drawnByRoutes: booking.map(({ path }) => path),
      });
    }
    // Without the site (the API alone), an unknown path answers in the API's error shape, and
    // unlike Fastify's own 404 logs no address with its query (a search, a link's secret).
    else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not_found' }));

    app.addHook('onReady', async () => {
      if (live?.canDraw) {
        contentSync = await startContentSync({
          db: database.db,
          live,
          languages,
          pollMs: options.contentPollIntervalMs ?? 1000,
          log: app.log,
        });
      }
      worker = startOutboxWorker({
        db: database.db,
        senders: notifications.senders,
        retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
        log: app.log,
        pollIntervalMs: options.outboxPollIntervalMs,
      });
      if (scheduledWork.jobs.length > 0) {
        scheduler = startScheduler({
          db: database.db,
          jobs: scheduledWork.jobs,
          senders: scheduledWork.senders,
          retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
          log: app.log,
        });
      }
      const retentionDays = config.LEADS_RETENTION_DAYS;
      retentionPurge = startRetentionPurge({
        database,
        days: retentionDays,
        log: app.log,
        notifyWebhook: channels.includes('webhook'),
        onPurged: () => worker?.wake(),
      });
      const noticeMismatch = noticeFactsMismatch(config, manifest);
      if (noticeMismatch.length > 0) {
        app.log.error(
          { differing: noticeMismatch },
          'the privacy notice states what this server does not do: build the site with the same CRM keys, SMTP_URL, AUTO_REPLY and LEADS_RETENTION_DAYS as the server runs with (decision 330)',
        );
      }
      if (verificationTransport && config.MAIL_FROM) {
        invitationMails = startInvitationMails({
          db: database.db,
          transport: verificationTransport,
          from: config.MAIL_FROM,
          siteUrl: config.PUBLIC_SITE_URL,
          timeZone: config.SITE_TIME_ZONE,
          retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
          log: app.log,
        });
        verificationMails = startVerificationMails({
          db: database.db,
          transport: verificationTransport,
          from: config.MAIL_FROM,
          siteUrl: config.PUBLIC_SITE_URL,
          timeZone: config.SITE_TIME_ZONE,
          retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
          log: app.log,
        });
        // The same transport: a forgotten inbox password is reset from the mailbox (decision 372).
        resetMails = startResetMails({
          db: database.db,
          transport: verificationTransport,
          from: config.MAIL_FROM,
          siteUrl: config.PUBLIC_SITE_URL,
          timeZone: config.SITE_TIME_ZONE,
          retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
          log: app.log,
        });
      } else {
        app.log.warn(
          'privacy requests cannot be confirmed by their owners (set SMTP_URL and MAIL_FROM): ' +
            'they are stored unverified, and the inbox cannot act on them; nor can a forgotten ' +
            'inbox password be reset by e-mail (`npm run leads -- users reset-password` can)',
        );
      }
      calendarRefresh = startCalendarRefresh({
        db: database.db,
        siteTimeZone: config.SITE_TIME_ZONE,
        periodMs: 5 * 60_000,
        days: bookingHorizonDays,
        retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
        log: app.log,
      });
      if (verificationTransport && config.MAIL_FROM) {
        meetingInvites = startMeetingInvites({
          db: database.db,
          transport: verificationTransport,
          from: config.MAIL_FROM,
          siteUrl: config.PUBLIC_SITE_URL,
          timeZone: config.SITE_TIME_ZONE,
          retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
          log: app.log,
        });
      }
      requestPurge = startPrivacyRequestPurge({
        database,
        days: config.PRIVACY_REQUESTS_RETENTION_DAYS,
        log: app.log,
      });
      app.log.info(
        {
          database: database.kind,
          location: database.location,
          rateLimitStore: rateLimit.store,
          notifications: notifications.summary,
          scheduled: scheduledWork.summary,
          leadsApi: config.ADMIN_TOKEN ? 'on' : 'off (ADMIN_TOKEN not set)',
          leadsRetentionDays: retentionDays,
          analytics: config.ANALYTICS,
        },
        'lead API ready',
      );
      // A fresh install: the first admin is made in the browser from this link (decision 373).
      const setupLink = await setupLinkOnStart(database.db, config.PUBLIC_SITE_URL);
      if (setupLink) {
        app.log.info(
          { setupLink },
          'the sales inbox has no account yet: open this link within an hour to create the ' +
            'first admin (it works once; a restart prints a new one), or use ' +
            '`npm run leads -- users add you@example.com --name "Your Name"`',
        );
      }
      const { email } = notifications.summary;
      if (!Object.values(notifications.summary).includes('on')) {
        app.log.info(
          'lead notifications are off (set SMTP_URL, MAIL_FROM and LEADS_NOTIFY_TO for e-mail, ' +
            'LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET for a webhook); leads are still stored and listed',
        );
      } else if (email === 'off') {
        app.log.info('lead e-mail notifications are off (SMTP_URL not set)');
      }
    });

    // Runs after the requests in flight have been answered.
    app.addHook('onClose', async () => {
      contentSync?.stop();
      await worker?.stop();
      await scheduler?.stop();
      await retentionPurge?.stop();
      await requestPurge?.stop();
      await verificationMails?.stop();
      await resetMails?.stop();
      await invitationMails?.stop();
      await calendarRefresh?.stop();
      await meetingInvites?.stop();
      verificationTransport?.close();
      notifications.close();
      scheduledWork.close();
      if (ownsDatabase) await database.close();
    });
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  return app;
}
