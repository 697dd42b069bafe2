/**
 * The e-mail the sales team gets for each lead, in plain text and HTML, drawn from the lead's
 * field definitions: the fields marked `row` make its table, `body` its text, `footer` its
 * last lines. Everything the visitor typed is escaped in the HTML and stripped of line breaks
 * in the headers.
 */

import { type LeadField, type LeadFieldDefinition, leadFields } from '@contract/lead-fields';
import { type Lead, leadValue } from '@server/leads/lead';
import { escapeHtml } from './escape-html';

/** The team works in Portuguese: the e-mail shows the fields' Portuguese labels. */
const text = {
  heading: 'Novo contato pelo site',
  subjectPrefix: 'Novo contato pelo site',
  replyHint: 'Responder a este e-mail responde ao visitante.',
} as const;

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
 * A field's value as the e-mail shows it. Only the body fields (the message) keep their line
 * breaks: in a single-line field one would forge lines of the plain-text mail
 * (`Nome: Ana\nBcc: …`).
 */
function shown(lead: Lead, field: LeadField): string {
  const value = leadValue(lead, field);
  const text = value instanceof Date ? value.toISOString() : (value ?? '—');
  return field.email === 'body' ? text : oneLine(text);
}

function linkOf(field: LeadField, value: string): string | undefined {
  const { emailLink }: LeadFieldDefinition = field;
  if (emailLink === 'mailto') return `mailto:${value}`;
  if (emailLink === 'tel') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return undefined;
}

export function renderLeadEmail(lead: Lead): LeadEmail {
  const label = (field: LeadField) => field.label.pt;
  const name = `${lead.firstName} ${lead.lastName}`;

  const plain = [
    text.heading,
    '',
    ...rowFields.map((field) => `${label(field)}: ${shown(lead, field)}`),
    ...bodyFields.flatMap((field) => ['', `${label(field)}:`, shown(lead, field)]),
    '',
    ...footerFields.map((field) => `${label(field)}: ${shown(lead, field)}`),
    '',
    text.replyHint,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const htmlRows = rowFields
    .map((field) => {
      const value = shown(lead, field);
      const href = leadValue(lead, field) === null ? undefined : linkOf(field, value);
      const content = href
        ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>`
        : escapeHtml(value);
      return `<tr><th align="left" style="${cell}">${escapeHtml(label(field))}</th><td style="${cell}">${content}</td></tr>`;
    })
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111">',
    `<h1 style="font-size:18px">${escapeHtml(text.heading)}</h1>`,
    `<table style="border-collapse:collapse">${htmlRows}</table>`,
    ...bodyFields.map(
      (field) =>
        `<h2 style="font-size:16px">${escapeHtml(label(field))}</h2>` +
        `<p style="white-space:pre-wrap">${escapeHtml(shown(lead, field))}</p>`,
    ),
    `<p style="color:#555;font-size:13px">${footerFields
      .map((field) => `${escapeHtml(label(field))}: ${escapeHtml(shown(lead, field))}`)
      .join('<br>')}</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(text.replyHint)}</p>`,
    '</body></html>',
  ].join('');

  return {
    subject: oneLine(`${text.subjectPrefix}: ${name} — ${lead.subject}`).slice(0, 250),
    text: plain,
    html,
  };
}
