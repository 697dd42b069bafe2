/**
 * Builds the Fastify application from a validated configuration. Used by server/serve.ts and
 * by the tests (through `inject` or a real port), so everything the server does is wired here.
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { errorHandler } from './error-handler';
import { createNotifications } from './notify/notifications';
import { type OutboxWorker, startOutboxWorker } from './outbox/outbox-worker';
import { registerRateLimit } from './rate-limit';
import { contactRoutes } from './routes/contacts';
import { healthRoutes } from './routes/health';
import { leadsRoutes } from './routes/leads';
import { securityHeaders } from './security';
import { readSiteManifest, staticSite } from './site/static-site';

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
}

export async function buildApp(options: BuildAppOptions) {
  const { config, distDir } = options;
  const trustProxy = config.TRUST_PROXY;
  const fastifyOptions: FastifyServerOptions = {
    trustProxy:
      // A hop count: trust that many proxies nearest to us.
      typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
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
    errorHandler(app);
    const manifest = distDir ? await readSiteManifest(distDir) : undefined;
    securityHeaders(app, { scriptHashes: manifest?.scriptHashes ?? [] });
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

    const notifications = createNotifications(config);
    const channels = notifications.senders.map((sender) => sender.channel);
    let worker: OutboxWorker | undefined;

    await app.register(healthRoutes, { isDatabaseReachable: () => database.isReachable() });
    await app.register(contactRoutes, {
      config,
      database,
      channels,
      onLeadStored: () => worker?.wake(),
    });
    await app.register(async (leadsApi) => {
      // Only the sales team's lists and exports are worth compressing: static files are
      // precompressed at build time and the contact answers are a few bytes.
      await leadsApi.register(compress, { threshold: 1024 });
      await leadsApi.register(leadsRoutes, { adminToken: config.ADMIN_TOKEN, database });
    });
    if (distDir) await app.register(staticSite, { distDir });

    app.addHook('onReady', async () => {
      worker = startOutboxWorker({
        db: database.db,
        senders: notifications.senders,
        retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
        log: app.log,
        pollIntervalMs: options.outboxPollIntervalMs,
      });
      app.log.info(
        {
          database: database.kind,
          location: database.location,
          rateLimitStore: rateLimit.store,
          notifications: notifications.summary,
          leadsApi: config.ADMIN_TOKEN ? 'on' : 'off (ADMIN_TOKEN not set)',
        },
        'lead API ready',
      );
      const { email, webhook } = notifications.summary;
      if (email === 'off' && webhook === 'off') {
        app.log.info(
          'lead notifications are off (set SMTP_URL, MAIL_FROM and LEADS_NOTIFY_TO for e-mail, ' +
            'LEADS_WEBHOOK_URL for a webhook); leads are still stored and listed',
        );
      } else if (email === 'off') {
        app.log.info('lead e-mail notifications are off (SMTP_URL not set)');
      }
    });

    // Runs after the requests in flight have been answered.
    app.addHook('onClose', async () => {
      await worker?.stop();
      notifications.close();
      if (ownsDatabase) await database.close();
    });
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  return app;
}
