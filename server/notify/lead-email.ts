/**
 * The e-mail the sales team gets for each lead, in plain text and HTML. Everything the
 * visitor typed is escaped in the HTML and stripped of line breaks in the headers.
 */
import type { Lead } from '@server/leads/lead';
import { escapeHtml } from './escape-html';

/** The team works in Portuguese; the labels live here, apart from the layout. */
export const leadEmailText = {
  heading: 'Novo contato pelo site',
  subjectPrefix: 'Novo contato pelo site',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  subject: 'Assunto',
  language: 'Idioma',
  page: 'Página',
  receivedAt: 'Recebido em',
  id: 'Id',
  message: 'Mensagem',
  replyHint: 'Responder a este e-mail responde ao visitante.',
} as const;

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function renderLeadEmail(lead: Lead): LeadEmail {
  const t = leadEmailText;
  const name = `${lead.firstName} ${lead.lastName}`;
  const rows: [label: string, value: string, href?: string][] = [
    [t.name, name],
    [t.email, lead.email, `mailto:${lead.email}`],
    [t.phone, lead.phone, `tel:${lead.phone.replace(/[^\d+]/g, '')}`],
    [t.subject, lead.subject],
    [t.language, lead.language ?? '—'],
    [t.page, lead.page ?? '—'],
    [t.receivedAt, lead.createdAt.toISOString()],
    [t.id, lead.id],
  ];

  const text = [
    t.heading,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.message}:`,
    lead.message,
    '',
    t.replyHint,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const htmlRows = rows
    .map(([label, value, href]) => {
      const shown = href
        ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>`
        : escapeHtml(value);
      return `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${shown}</td></tr>`;
    })
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111">',
    `<h1 style="font-size:18px">${escapeHtml(t.heading)}</h1>`,
    `<table style="border-collapse:collapse">${htmlRows}</table>`,
    `<h2 style="font-size:16px">${escapeHtml(t.message)}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(t.replyHint)}</p>`,
    '</body></html>',
  ].join('');

  return {
    subject: oneLine(`${t.subjectPrefix}: ${name} — ${lead.subject}`).slice(0, 250),
    text,
    html,
  };
}
