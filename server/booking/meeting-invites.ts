/**
 * The meeting's invitations (decision 473): a job of the one queue per recipient (kind
 * `meeting_invites`, key '<meeting id>.visitor|salesperson'), queued with the meeting in its
 * transaction and sent over the server's SMTP transport through the link-mail worker, so an
 * SMTP outage delays them (retried with backoff) and loses none. Each mail carries an
 * iCalendar REQUEST (ical-generator) with the meeting's id as its UID and its SEQUENCE, so a
 * later change or cancellation replaces the same event in the recipient's calendar. The
 * visitor's is in their language and zone; the salesperson's in their account's language.
 */
import { brand } from '@contract/brand';
import type { Language } from '@contract/languages';
import type { DatabaseSchema } from '@server/db/schema';
import { escapeHtml } from '@server/notify/escape-html';
import { type LinkMailOptions, startLinkMailWorker } from '@server/notify/link-mail-worker';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Kysely } from 'kysely';
import type { InviteRecipient } from './meeting-invite-keys';

type Db = Kysely<DatabaseSchema>;

const texts: Record<
  Language,
  {
    locale: string;
    summary: (brandName: string) => string;
    subject: (brandName: string, when: string) => string;
    greeting: (name: string | null) => string;
    booked: (when: string) => string;
    withVisitor: (visitor: string, when: string) => string;
    link: string;
    noLink: string;
    signature: (brandName: string) => string;
  }
> = {
  pt: {
    locale: 'pt-BR',
    summary: (brandName) => `Demonstração de ${brandName}`,
    subject: (brandName, when) => `Demonstração de ${brandName}: ${when}`,
    greeting: (name) => (name ? `Olá, ${name}.` : 'Olá.'),
    booked: (when) => `Sua demonstração está marcada para ${when}. O convite está anexo.`,
    withVisitor: (visitor, when) => `${visitor} marcou uma demonstração com você para ${when}.`,
    link: 'Link da reunião:',
    noLink: 'Enviaremos o link da reunião antes do horário.',
    signature: (brandName) => `— ${brandName}`,
  },
  en: {
    locale: 'en-GB',
    summary: (brandName) => `${brandName} demo`,
    subject: (brandName, when) => `${brandName} demo: ${when}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    booked: (when) => `Your demo is booked for ${when}. The invitation is attached.`,
    withVisitor: (visitor, when) => `${visitor} booked a demo with you for ${when}.`,
    link: 'Meeting link:',
    noLink: 'We will send the meeting link before the time.',
    signature: (brandName) => `— ${brandName}`,
  },
};

export interface MeetingForInvite {
  id: string;
  start: Date;
  end: Date;
  sequence: number;
  visitor: { name: string; email: string; language: Language; timeZone: string };
  salesperson: {
    name: string | null;
    email: string;
    language: Language;
    meetingUrl: string | null;
  };
}

async function meetingFor(db: Db, id: string): Promise<MeetingForInvite | undefined> {
  const row = await db
    .selectFrom('meetings as m')
    .innerJoin('users as u', 'u.id', 'm.salesperson_id')
    .leftJoin('booking_salespeople as b', 'b.user_id', 'm.salesperson_id')
    .select([
      'm.id',
      'm.starts_at',
      'm.ends_at',
      'm.sequence',
      'm.name',
      'm.email',
      'm.language',
      'm.time_zone',
      'm.cancelled_at',
      'u.name as salesperson_name',
      'u.email as salesperson_email',
      'u.language as salesperson_language',
      'b.meeting_url',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row || row.cancelled_at) return undefined;
  return {
    id: row.id,
    start: row.starts_at,
    end: row.ends_at,
    sequence: row.sequence,
    visitor: { name: row.name, email: row.email, language: row.language, timeZone: row.time_zone },
    salesperson: {
      name: row.salesperson_name,
      email: row.salesperson_email,
      language: row.salesperson_language ?? 'pt',
      meetingUrl: row.meeting_url,
    },
  };
}

/** The iCalendar REQUEST of a meeting, in `language`. */
/** In UTC: every calendar shows it in its own user's zone, and no VTIMEZONE is needed. */
export function meetingInvitation(meeting: MeetingForInvite, language: Language) {
  const t = texts[language];
  const calendar = ical({
    prodId: { company: brand.brandName, product: 'demo-booking', language: language.toUpperCase() },
    method: ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: meeting.id,
    sequence: meeting.sequence,
    start: meeting.start,
    end: meeting.end,
    summary: t.summary(brand.brandName),
    url: meeting.salesperson.meetingUrl,
    location: meeting.salesperson.meetingUrl,
    organizer: {
      name: meeting.salesperson.name ?? brand.brandName,
      email: meeting.salesperson.email,
    },
    attendees: [{ name: meeting.visitor.name, email: meeting.visitor.email, rsvp: true }],
  });
  return calendar.toString();
}

export function renderInviteMail(
  meeting: MeetingForInvite,
  recipient: InviteRecipient,
  siteTimeZone: string,
) {
  const forVisitor = recipient === 'visitor';
  const language = forVisitor ? meeting.visitor.language : meeting.salesperson.language;
  const timeZone = forVisitor ? meeting.visitor.timeZone : siteTimeZone;
  const t = texts[language];
  const when = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(meeting.start);
  const whenWithZone = `${when} (${timeZone})`;
  const lines = forVisitor
    ? [t.greeting(meeting.visitor.name), t.booked(whenWithZone)]
    : [t.greeting(meeting.salesperson.name), t.withVisitor(meeting.visitor.name, whenWithZone)];
  const link = meeting.salesperson.meetingUrl;
  const linkLine = link ? `${t.link} ${link}` : t.noLink;
  return {
    to: forVisitor ? meeting.visitor.email : meeting.salesperson.email,
    subject: t.subject(brand.brandName, when),
    text: [...lines, linkLine, t.signature(brand.brandName)].join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;color:#111">',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      link
        ? `<p>${escapeHtml(t.link)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(t.noLink)}</p>`,
      `<p>${escapeHtml(t.signature(brand.brandName))}</p>`,
      '</body></html>',
    ].join(''),
    icalEvent: {
      method: 'REQUEST',
      filename: 'invite.ics',
      content: meetingInvitation(meeting, language),
    },
  };
}

export function startMeetingInvites(options: LinkMailOptions) {
  return startLinkMailWorker(options, {
    kind: 'meeting_invites',
    messageIdPrefix: 'meeting',
    noun: 'meeting invitation',
    keyField: 'invitation',
    maxAttempts: 20,
    async compose(key) {
      const [meetingId = '', recipient] = key.split('.');
      const meeting = await meetingFor(options.db, meetingId);
      if (!meeting) return { skipped: 'meeting cancelled or gone' };
      return {
        mail: renderInviteMail(
          meeting,
          recipient === 'salesperson' ? 'salesperson' : 'visitor',
          options.timeZone,
        ),
      };
    },
  });
}
