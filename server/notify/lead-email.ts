/**
 * The e-mail the sales team gets for each lead, in plain text and HTML, in the team's language
 * (TEAM_LANGUAGE), drawn from the lead's field definitions: the fields marked `row` make its
 * table, `body` its text, `footer` its last lines, each under its label, a code (the legal
 * basis, the language) by its name and the time in the site's time zone. It links to the lead
 * in the inbox. Everything the visitor typed is escaped in the HTML and stripped of line
 * breaks in the headers.
 */

import { inboxPaths } from '@contract/inbox-paths';
import type { Language } from '@contract/languages';
import {
  type LeadField,
  type LeadFieldDefinition,
  leadFields,
  leadValueLabel,
} from '@contract/lead-fields';
import { type Lead, leadValue } from '@server/leads/lead';
import { escapeHtml } from './escape-html';

const texts = {
  pt: {
    heading: 'Novo contato pelo site',
    replyHint: 'Responder a este e-mail responde ao visitante.',
    open: 'Abrir no inbox',
    locale: 'pt-BR',
  },
  en: {
    heading: 'New contact from the site',
    replyHint: 'Replying to this e-mail replies to the visitor.',
    open: 'Open in the inbox',
    locale: 'en-GB',
  },
} as const satisfies Record<Language, Record<string, string>>;

export interface LeadEmailSettings {
  /** TEAM_LANGUAGE: the labels, texts and date format. */
  language: Language;
  /** SITE_TIME_ZONE: the time the lead arrived, as the team's clocks show it. */
  timeZone: string;
  /** PUBLIC_SITE_URL: the inbox is on it. */
  siteUrl: string;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

const fieldsShownAs = (place: LeadField['email']) =>
  leadFields.filter((field) => field.email === place);
const rowFields = fieldsShownAs('row');
const bodyFields = fieldsShownAs('body');
const footerFields = fieldsShownAs('footer');

/**
 * How values read in a language: a time in the site's zone (named, so no one takes it for
 * theirs), a language by its name, a code by its label.
 */
function valueReader({ language, timeZone }: LeadEmailSettings) {
  const { locale } = texts[language];
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  return (field: LeadField, value: string | Date): string => {
    if (value instanceof Date) return `${time.format(value)} (${timeZone})`;
    if (field.type === 'language') {
      const name = languageNames.of(value) ?? value;
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    }
    return leadValueLabel(field, value, language);
  };
}

/**
 * A field's value as the e-mail shows it. Only the body fields (the message) keep their line
 * breaks: in a single-line field one would forge lines of the plain-text mail
 * (`Nome: Ana\nBcc: …`).
 */
function shown(lead: Lead, field: LeadField, read: ReturnType<typeof valueReader>): string {
  const value = leadValue(lead, field);
  const text = value === null ? '—' : read(field, value);
  return field.email === 'body' ? text : oneLine(text);
}

function linkOf(field: LeadField, value: string): string | undefined {
  const { emailLink }: LeadFieldDefinition = field;
  if (emailLink === 'mailto') return `mailto:${value}`;
  if (emailLink === 'tel') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return undefined;
}

export function renderLeadEmail(lead: Lead, settings: LeadEmailSettings): LeadEmail {
  const t = texts[settings.language];
  const label = (field: LeadField) => field.label[settings.language];
  const read = valueReader(settings);
  const value = (field: LeadField) => shown(lead, field, read);
  const name = `${lead.firstName} ${lead.lastName}`;
  const leadUrl = `${settings.siteUrl}${inboxPaths.lead(lead.id)}`;

  const plain = [
    t.heading,
    '',
    `${t.open}: ${leadUrl}`,
    '',
    ...rowFields.map((field) => `${label(field)}: ${value(field)}`),
    ...bodyFields.flatMap((field) => ['', `${label(field)}:`, value(field)]),
    '',
    ...footerFields.map((field) => `${label(field)}: ${value(field)}`),
    '',
    t.replyHint,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const htmlRows = rowFields
    .map((field) => {
      const text = value(field);
      const href = leadValue(lead, field) === null ? undefined : linkOf(field, text);
      const content = href
        ? `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`
        : escapeHtml(text);
      return `<tr><th align="left" style="${cell}">${escapeHtml(label(field))}</th><td style="${cell}">${content}</td></tr>`;
    })
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111">',
    `<h1 style="font-size:18px">${escapeHtml(t.heading)}</h1>`,
    `<p><a href="${escapeHtml(leadUrl)}">${escapeHtml(t.open)}</a></p>`,
    `<table style="border-collapse:collapse">${htmlRows}</table>`,
    ...bodyFields.map(
      (field) =>
        `<h2 style="font-size:16px">${escapeHtml(label(field))}</h2>` +
        `<p style="white-space:pre-wrap">${escapeHtml(value(field))}</p>`,
    ),
    `<p style="color:#555;font-size:13px">${footerFields
      .map((field) => `${escapeHtml(label(field))}: ${escapeHtml(value(field))}`)
      .join('<br>')}</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(t.replyHint)}</p>`,
    '</body></html>',
  ].join('');

  return {
    subject: oneLine(`${t.heading}: ${name} — ${lead.subject}`).slice(0, 250),
    text: plain,
    html,
  };
}
