/**
 * The demo booking page (decisions 472, 474): GET /agendar and /en/book draw the team's next
 * free slots in the visitor's zone (`?tz=`), from the database alone; POST to the same path
 * books one (a form POST, without script too) and answers with the page: the confirmation,
 * "just taken" with the next slots, or the form's errors with everything typed kept. Public,
 * like the contact form, and held to the same same-site rule.
 */
import {
  type BookingFieldError,
  type BookingPageData,
  bookingFields,
  bookingLimits,
} from '@contract/booking';
import type { Language } from '@contract/languages';
import { bookDemo } from '@server/booking/book-demo';
import { bookingPageData, slotTimeLabel, validTimeZone } from '@server/booking/booking-page-data';
import { slotsListed, teamAvailability } from '@server/booking/team-slots';
import type { Config } from '@server/config';
import type { Database } from '@server/db/database';
import { isDatabaseOutage } from '@server/db/unavailable';
import type { BookingPage } from '@server/site/contact-answer-page';
import { compressForRequest } from '@server/site/precompressed';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sameSiteOrigin } from './inbox-guard';

export interface BookingRoutesOptions {
  config: Pick<Config, 'SITE_TIME_ZONE' | 'PUBLIC_SITE_URL'>;
  database: Database;
  pages: readonly BookingPage[];
  onBooked?: () => void;
  /** The clock (tests fix it). */
  now?: () => Date;
}

// A page of the site: its document headers (CSP and the rest, server/http/security.ts).
const access = { config: { access: 'public' as const, publicPage: true } };
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: unknown, max: number): { value: string; error?: BookingFieldError } {
  const typed = typeof value === 'string' ? value.trim() : '';
  if (!typed) return { value: typed, error: 'required' };
  if (typed.length > max) return { value: typed, error: 'too-long' };
  return { value: typed };
}

export async function bookingRoutes(app: FastifyInstance, options: BookingRoutesOptions) {
  const { config, database, pages } = options;
  const now = options.now ?? (() => new Date());
  const isSameSite = sameSiteOrigin(config.PUBLIC_SITE_URL);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const send = async (
    reply: FastifyReply,
    page: BookingPage,
    status: number,
    data: BookingPageData,
  ) => {
    const html = Buffer.from(await page.render(data));
    const { body, encoding } = await compressForRequest(
      html,
      reply.request.headers['accept-encoding'],
    );
    if (encoding) reply.header('Content-Encoding', encoding);
    return (
      reply
        .code(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        // Live slots, and on a POST what the visitor typed: kept by no cache.
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept-Encoding')
        .send(body)
    );
  };

  const slotsFor = async (language: Language, timeZone: string) => {
    const { slots } = await teamAvailability(database.db, {
      siteTimeZone: config.SITE_TIME_ZONE,
      now: now(),
      limit: slotsListed,
    });
    return { language, timeZone, slots };
  };

  for (const page of pages) {
    const language = page.language as Language;

    app.get(page.path, access, async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const timeZone = validTimeZone(query[bookingFields.timeZone]) ?? config.SITE_TIME_ZONE;
      try {
        const { slots } = await slotsFor(language, timeZone);
        return send(reply, page, 200, bookingPageData(language, timeZone, slots));
      } catch (error) {
        if (!isDatabaseOutage(error)) throw error;
        reply.header('Retry-After', '5');
        return send(
          reply,
          page,
          503,
          bookingPageData(language, timeZone, [], { outcome: 'unavailable' }),
        );
      }
    });

    app.post(page.path, access, async (request, reply) => {
      if (!isSameSite(request)) return reply.code(403).send({ error: 'forbidden' });
      const body = (request.body ?? {}) as Record<string, unknown>;
      const timeZone = validTimeZone(body[bookingFields.timeZone]) ?? config.SITE_TIME_ZONE;
      const name = text(body[bookingFields.name], bookingLimits.nameMax);
      const email = text(body[bookingFields.email], bookingLimits.emailMax);
      if (!email.error && !emailPattern.test(email.value)) email.error = 'email';
      const startText =
        typeof body[bookingFields.start] === 'string' ? String(body[bookingFields.start]) : '';
      const start = new Date(startText);
      const values = { start: startText, name: name.value, email: email.value };
      const fields: BookingPageData['fields'] = {
        ...(name.error ? { name: name.error } : {}),
        ...(email.error ? { email: email.error } : {}),
        ...(Number.isNaN(start.getTime()) ? { start: 'required' as const } : {}),
      };
      try {
        if (Object.keys(fields).length > 0) {
          const { slots } = await slotsFor(language, timeZone);
          return send(
            reply,
            page,
            400,
            bookingPageData(language, timeZone, slots, { outcome: 'invalid', values, fields }),
          );
        }
        const result = await bookDemo(
          database.db,
          { start, name: name.value, email: email.value, language, timeZone },
          { siteTimeZone: config.SITE_TIME_ZONE, now: now(), onBooked: options.onBooked },
        );
        if (result.outcome === 'booked') {
          return send(
            reply,
            page,
            200,
            bookingPageData(language, timeZone, [], {
              outcome: 'booked',
              booked: {
                label: `${slotTimeLabel(result.meeting.start, language, timeZone, true)} (${timeZone.replaceAll('_', ' ')})`,
                email: email.value,
              },
            }),
          );
        }
        const { start: _taken, ...kept } = values;
        return send(
          reply,
          page,
          409,
          bookingPageData(language, timeZone, result.next, {
            outcome: result.outcome,
            values: kept,
          }),
        );
      } catch (error) {
        if (!isDatabaseOutage(error)) throw error;
        reply.header('Retry-After', '5');
        return send(
          reply,
          page,
          503,
          bookingPageData(language, timeZone, [], { outcome: 'unavailable', values }),
        );
      }
    });
  }
}
