/**
 * A booked demo's invitations (decision 473), on both databases, through a real SMTP server:
 * the visitor and the salesperson each get one mail with an iCalendar REQUEST of the meeting,
 * the visitor's in their language and zone; with the SMTP server down they wait in the queue
 * and go once it is back.
 */
import { randomUUID } from 'node:crypto';
import { createMailTransport } from '@server/notify/email-sender';
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { anInboxUser } from '@server/test-support/inbox';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { waitUntil } from '@server/test-support/wait-until';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookDemo } from './book-demo';
import { startMeetingInvites } from './meeting-invites';
import { saveSalespersonSettings } from './salespeople';

const zone = 'America/Sao_Paulo';
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const now = sp('2026-12-07', '08:00');
const silent = { info() {}, warn() {}, error() {} };

/** The text/calendar part of a raw message, decoded. */
function calendarPart(raw: string): string {
  const start = raw.search(/Content-Type: text\/calendar/i);
  expect(start).toBeGreaterThan(-1);
  const part = raw.slice(start);
  const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = (rest[0] ?? '').split(/\r?\n--/)[0] ?? '';
  if (/base64/i.test(headers))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

/** The whole message with quoted-printable undone (the reader decodes simpler messages only). */
const decoded = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');

describe.each(backends)('meeting invitations on the $name', (backend) => {
  let opened: OpenedBackend;
  let smtp: SmtpSink;

  beforeAll(async () => {
    if (!backend.available) return;
    opened = await backend.open();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.stop();
    await opened?.cleanup();
  });

  it.skipIf(!backend.available)(
    'mails the visitor and the salesperson an iCalendar REQUEST, after an SMTP outage too',
    async () => {
      const db = opened.database.db;
      await db.updateTable('booking_salespeople').set({ offers_demos: false }).execute();
      const seller = await anInboxUser(db, 'Carla Vendas');
      await saveSalespersonSettings(db, seller.id, {
        offersDemos: true,
        rules: { noticeMinutes: 0 },
        meetingUrl: 'https://meet.example.com/carla',
      });
      await smtp.stop();
      const email = `visitor.${randomUUID().slice(0, 8)}@example.com`;
      const result = await bookDemo(
        db,
        {
          start: sp('2026-12-08', '10:00'),
          name: 'Ann Smith',
          email,
          language: 'en',
          timeZone: 'Europe/London',
        },
        { siteTimeZone: zone, now },
      );
      expect(result.outcome).toBe('booked');
      if (result.outcome !== 'booked') return;
      const transport = createMailTransport(smtp.url, false);
      const invites = startMeetingInvites({
        db,
        transport,
        from: 'Demo <demo@example.com>',
        siteUrl: 'https://example.com',
        timeZone: zone,
        retryMaxMs: 200,
        log: silent,
      });
      try {
        await waitUntil(async () => {
          const rows = await db
            .selectFrom('jobs')
            .select('attempts')
            .where('kind', '=', 'meeting_invites')
            .where('key', 'like', `${result.meeting.id}.%`)
            .execute();
          return rows.length === 2 && rows.every((row) => row.attempts > 0);
        });
        expect(smtp.mails).toHaveLength(0);
        await smtp.start();
        invites.wake();
        await waitUntil(
          () =>
            smtp.mails.filter((mail) => mail.to.includes(email) || mail.to.includes(seller.email))
              .length === 2,
        );
      } finally {
        await invites.stop();
        transport.close();
      }
      const toVisitor = smtp.mails.find((mail) => mail.to.includes(email));
      const toSeller = smtp.mails.find((mail) => mail.to.includes(seller.email));
      expect(toVisitor?.subject).toContain('demo');
      // 10:00 in São Paulo is 13:00 in London.
      expect(decoded(toVisitor?.raw ?? '')).toContain('13:00');
      expect(decoded(toVisitor?.raw ?? '')).toContain('https://meet.example.com/carla');
      expect(toSeller?.subject).toContain('Demonstração');
      expect(decoded(toSeller?.raw ?? '')).toContain('10:00');
      for (const mail of [toVisitor, toSeller]) {
        const ics = calendarPart(mail?.raw ?? '');
        expect(ics).toContain('METHOD:REQUEST');
        const event = Object.values(nodeIcal.sync.parseICS(ics)).find(
          (item) => item?.type === 'VEVENT',
        );
        expect(event).toMatchObject({ uid: result.meeting.id });
        if (event?.type !== 'VEVENT') throw new Error('no event');
        expect(new Date(event.start).toISOString()).toBe(sp('2026-12-08', '10:00').toISOString());
        expect(new Date(event.end ?? 0).toISOString()).toBe(
          sp('2026-12-08', '10:30').toISOString(),
        );
      }
    },
  );
});
