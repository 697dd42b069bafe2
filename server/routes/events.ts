/**
 * POST /api/event: the first-party visit counts' intake, in Plausible's event format (see
 * server/events/visit-event.ts). Answers 202 once the event is counted, like Plausible; bad
 * input gets a 4xx, never a 5xx; bots are answered 202 and not counted; a request that is not
 * from one of the site's own pages gets 403 (server/events/own-pages.ts), and a day's distinct
 * paths and sources are capped (decision 221). Registered only while ANALYTICS is on
 * (decision 080).
 */
import { goalsOfEvent } from '@contract/visit-events';
import type { Config } from '@server/config';
import { forgetPastRegisters } from '@server/db/counted-values-repository';
import type { Database } from '@server/db/database';
import {
  forgetPastVisitors,
  storeVisitEvents,
  writeLastSeen,
} from '@server/db/visit-counts-repository';
import { BotAgents } from '@server/events/bot-agents';
import { DailyDistinct } from '@server/events/daily-distinct';
import { databaseRegister } from '@server/events/distinct-register';
import { EventBatcher } from '@server/events/event-batcher';
import { fromOwnPage } from '@server/events/own-pages';
import { RecentVisitors } from '@server/events/recent-visitors';
import { dayFormatter } from '@server/events/site-day';
import { readVisitEvent } from '@server/events/visit-event';
import type { VisitorHasher } from '@server/events/visitor-hash';
import type { FastifyInstance } from 'fastify';

/** An event is a few hundred bytes; a long URL and referrer still fit. */
const eventBodyLimit = 8 * 1024;

/** How often past days' salts and visitor hashes are deleted, even on a day without visits. */
const forgetEveryMs = 10 * 60_000;

export interface EventRoutesOptions {
  config: Pick<
    Config,
    'PUBLIC_SITE_URL' | 'SITE_TIME_ZONE' | 'EVENTS_RATE_LIMIT_MAX' | 'EVENTS_DISTINCT_MAX'
  >;
  database: Database;
  /** The visitors' hashes, shared with the contact form's search for a lead's visit. */
  hasher: VisitorHasher;
}

export async function eventRoutes(
  app: FastifyInstance,
  { config, database, hasher }: EventRoutesOptions,
) {
  const { db } = database;
  const siteHost = new URL(config.PUBLIC_SITE_URL).host.toLowerCase();
  const dayOf = dayFormatter(config.SITE_TIME_ZONE);
  const bots = new BotAgents();
  const distinct = new DailyDistinct(databaseRegister(db, config.EVENTS_DISTINCT_MAX));
  // Visitors seen in the last 30 minutes skip their rows of the day (decision 080).
  const recent = new RecentVisitors();
  const batcher = new EventBatcher(async (day, events, now) => {
    const reached = new Map<string, number>();
    for (const { visitor, name, path } of events) {
      reached.set(visitor, (reached.get(visitor) ?? 0) | goalsOfEvent(name, path));
    }
    const plan = recent.plan(
      day,
      events.map((event) => event.visitor),
      now,
      reached,
    );
    const rows = await storeVisitEvents(db, day, events, now, plan);
    recent.committed(day, plan, rows, now);
  });

  const forget = () =>
    Promise.all([
      forgetPastVisitors(db, dayOf(new Date())),
      forgetPastRegisters(db, dayOf(new Date())),
    ]).catch((error: Error) =>
      app.log.warn({ reason: error.message }, 'could not delete past visitor hashes'),
    );
  let forgetTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await forget();
    forgetTimer = setInterval(forget, forgetEveryMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(forgetTimer);
    // Every request has been answered: the visits' last-seen times the batches skipped go to
    // the rows, so that the next server (or another instance) ends each visit on time.
    const unwritten = recent.unwritten();
    if (!unwritten) return;
    await writeLastSeen(db, unwritten.day, unwritten.seen).catch((error: Error) =>
      app.log.warn({ reason: error.message }, "could not write visitors' last-seen times"),
    );
  });

  // The tracker posts its JSON as text/plain (a "simple" request, no CORS preflight); both
  // types are read as text here and parsed by readVisitEvent, so bad JSON is a 400.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: eventBodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/event',
    {
      bodyLimit: eventBodyLimit,
      // No access log for the page's background beacon (two lines per event at `info`, more
      // than what logs them costs): its warnings and errors are still logged (decision 064).
      logLevel: 'warn',
      config: {
        access: 'public',
        beacon: true,
        rateLimit: { max: config.EVENTS_RATE_LIMIT_MAX, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const siteHosts = [siteHost, request.host.toLowerCase()];
      if (!fromOwnPage(request.headers, siteHosts)) {
        return reply.code(403).send({
          error: 'cross_site',
          message: "Events are counted only from this site's own pages",
        });
      }
      // 202 without a body: the tracker never reads it, and a browser keeps a fetch whose body
      // is never read open (a page would never be network-idle, Lighthouse would wait on it).
      const userAgent = request.headers['user-agent'];
      if (!userAgent || bots.isBot(userAgent)) return reply.code(202).send();

      const read = readVisitEvent(request.body, siteHosts);
      if (read.kind === 'invalid') {
        return reply.code(400).send({ error: 'invalid_event', message: read.message });
      }
      if (read.kind === 'ignore') return reply.code(202).send();

      const day = dayOf(new Date());
      // The visit is the tab's when the page names it; the person (address and browser)
      // counts the day's distinct visitors (decision 360).
      const { visit, ...counted } = read.event;
      const person = await hasher.hash(day, request.ip, userAgent);
      const visitor = visit ? await hasher.hash(day, request.ip, userAgent, visit) : person;
      const event = await distinct.cap(day, counted);
      await batcher.count(day, { visitor, person, ...event });
      return reply.code(202).send();
    },
  );
}
