/**
 * The morning digest as an e-mail in the account's language: each part a count, a few names
 * linked to their lead, and a link to the inbox view that holds them all. Names and companies
 * are what visitors typed: escaped in the HTML, one line each in the text. The new parts say
 * "people": they count a person who wrote twice once (digest-data.ts).
 */
import type { Language } from '@contract/languages';
import { escapeHtml } from '@server/notify/escape-html';
import { type Digest, type DigestLead, type DigestPartName, peopleParts } from './digest-data';

const texts = {
  pt: {
    subject: (day: string, total: number) =>
      `Seu resumo de ${day}: ${total} ${total === 1 ? 'contato' : 'contatos'} para ver`,
    greeting: (name: string | null) => (name ? `Bom dia, ${name}.` : 'Bom dia.'),
    parts: {
      newMine: 'Novos, seus',
      newUnassigned: 'Novos, sem dono',
      dueToday: 'Próximo passo para hoje',
      overdue: 'Atrasados',
    },
    people: (count: number) => `${count} ${count === 1 ? 'pessoa' : 'pessoas'}`,
    more: (count: number) => `e mais ${count}`,
    open: 'Abrir a lista',
    nothing: 'Nada aqui.',
    footer: 'Um e-mail por dia útil, do inbox de vendas.',
    day: (day: string) => day.split('-').reverse().join('/'),
  },
  en: {
    subject: (day: string, total: number) =>
      `Your digest for ${day}: ${total} ${total === 1 ? 'lead' : 'leads'} to look at`,
    greeting: (name: string | null) => (name ? `Good morning, ${name}.` : 'Good morning.'),
    parts: {
      newMine: 'New, yours',
      newUnassigned: 'New, unassigned',
      dueToday: 'Next step due today',
      overdue: 'Overdue',
    },
    people: (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`,
    more: (count: number) => `and ${count} more`,
    open: 'Open the list',
    nothing: 'Nothing here.',
    footer: 'One e-mail per business day, from the sales inbox.',
    day: (day: string) => day,
  },
} satisfies Record<Language, unknown>;

/** Each part's inbox view (docs/inbox-api.md, "The list"). */
const views: Record<DigestPartName, string> = {
  newMine: '?owner=me&status=new',
  newUnassigned: '?owner=none&status=new',
  dueToday: '?owner=me&due=today',
  overdue: '?owner=me&due=overdue',
};

const partOrder: DigestPartName[] = ['overdue', 'dueToday', 'newMine', 'newUnassigned'];

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const label = (lead: DigestLead) =>
  oneLine(lead.company ? `${lead.name} (${lead.company})` : lead.name);

export function renderDigestEmail(digest: Digest, siteUrl: string) {
  const t = texts[digest.account.language];
  const inbox = `${siteUrl}/inbox`;
  const total = Object.values(digest.parts).reduce((sum, part) => sum + part.count, 0);
  const subject = t.subject(t.day(digest.day), total);
  const greeting = t.greeting(digest.account.name && oneLine(digest.account.name));

  const text = [greeting, ''];
  const html = [`<p>${escapeHtml(greeting)}</p>`];
  for (const name of partOrder) {
    const part = digest.parts[name];
    const heading = `${t.parts[name]}: ${peopleParts.has(name) ? t.people(part.count) : part.count}`;
    const more = part.count - part.leads.length;
    text.push(heading);
    html.push(`<h2 style="font-size:16px;margin:20px 0 4px">${escapeHtml(heading)}</h2>`);
    if (part.count === 0) {
      text.push(`  ${t.nothing}`, '');
      html.push(`<p style="margin:0;color:#555">${escapeHtml(t.nothing)}</p>`);
      continue;
    }
    for (const lead of part.leads) text.push(`  - ${label(lead)}: ${inbox}/leads/${lead.id}`);
    if (more > 0) text.push(`  ${t.more(more)}`);
    text.push(`  ${t.open}: ${inbox}${views[name]}`, '');
    html.push(
      '<ul style="margin:0;padding-left:20px">',
      ...part.leads.map(
        (lead) =>
          `<li><a href="${escapeHtml(`${inbox}/leads/${lead.id}`)}">${escapeHtml(label(lead))}</a></li>`,
      ),
      ...(more > 0 ? [`<li>${escapeHtml(t.more(more))}</li>`] : []),
      '</ul>',
      `<p style="margin:4px 0 0"><a href="${escapeHtml(`${inbox}${views[name]}`)}">${escapeHtml(t.open)}</a></p>`,
    );
  }
  text.push('--', t.footer);
  html.push(`<p style="margin-top:24px;color:#555;font-size:12px">${escapeHtml(t.footer)}</p>`);
  return {
    subject,
    text: text.join('\n'),
    html: `<!doctype html><html lang="${digest.account.language === 'pt' ? 'pt-BR' : 'en'}"><body style="font-family:sans-serif;color:#111">${html.join('\n')}</body></html>`,
  };
}
