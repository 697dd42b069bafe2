/**
 * The weekly insights report in TEAM_LANGUAGE: the week's totals beside the week
 * before with the change, the top sources and the top campaigns, and a link to the insights
 * page for the same week. HTML and plain text say the same. Source and campaign names come
 * from visitors' links: escaped in the HTML.
 */
import type { Insights, InsightsCounts } from '@contract/insights';
import type { Language } from '@contract/languages';
import { escapeHtml } from '@server/notify/escape-html';

/** Rows per list in the mail; the page has them all. */
const topRows = 5;

const texts = {
  pt: {
    subject: (from: string, to: string) => `Relatório semanal do site: ${from} a ${to}`,
    heading: (from: string, to: string) => `Semana de ${from} a ${to}, ao lado da semana anterior`,
    totals: 'Totais',
    visits: 'Visitas',
    visitors: 'Visitantes',
    leads: 'Contatos',
    rate: 'Conversão',
    measure: 'Medida',
    week: 'Esta semana',
    before: 'Semana anterior',
    change: 'Variação',
    sources: 'Principais origens',
    campaigns: 'Principais campanhas',
    funnel: 'Funil',
    steps: {
      visits: 'Visitas',
      contact_viewed: 'Viram a página de contato',
      form_started: 'Começaram o formulário',
      lead_sent: 'Enviaram um contato',
    },
    drop: 'Perda na etapa',
    source: 'Origem',
    campaign: 'Campanha',
    none: 'Nenhuma visita nesta semana.',
    open: 'Ver no painel',
    withoutVisit: (count: number) => `Contatos sem visita contada: ${count}`,
    day: (day: string) => day.split('-').reverse().join('/'),
    number: new Intl.NumberFormat('pt-BR'),
    percent: new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }),
  },
  en: {
    subject: (from: string, to: string) => `Weekly site report: ${from} to ${to}`,
    heading: (from: string, to: string) => `The week of ${from} to ${to}, beside the week before`,
    totals: 'Totals',
    visits: 'Visits',
    visitors: 'Visitors',
    leads: 'Leads',
    rate: 'Conversion',
    measure: 'Measure',
    week: 'This week',
    before: 'Week before',
    change: 'Change',
    sources: 'Top sources',
    campaigns: 'Top campaigns',
    funnel: 'Funnel',
    steps: {
      visits: 'Visits',
      contact_viewed: 'Viewed the contact page',
      form_started: 'Started the form',
      lead_sent: 'Sent a lead',
    },
    drop: 'Drop at the step',
    source: 'Source',
    campaign: 'Campaign',
    none: 'No visits this week.',
    open: 'See the dashboard',
    withoutVisit: (count: number) => `Leads without a counted visit: ${count}`,
    day: (day: string) => day,
    number: new Intl.NumberFormat('en'),
    percent: new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }),
  },
} satisfies Record<Language, unknown>;

type Texts = (typeof texts)[Language];

/** A table as the mail shows it: a heading row and rows of cells. */
interface Table {
  title: string;
  head: string[];
  rows: string[][];
}

const rate = (t: Texts, value: number | null) => (value === null ? '—' : t.percent.format(value));

/** A count's change in percent, the rate's in points; "—" from nothing. */
function change(t: Texts, value: number | null, points = false) {
  if (value === null) return '—';
  const sign = value > 0 ? '+' : '';
  return points ? `${sign}${(value * 100).toFixed(1)} pp` : `${sign}${t.percent.format(value)}`;
}

function totals(t: Texts, insights: Insights): Table {
  const row = (
    name: string,
    key: keyof Omit<InsightsCounts, 'conversionRate' | 'leadVisits' | 'goalVisits'>,
  ) => [
    name,
    t.number.format(insights[key]),
    t.number.format(insights.previous[key]),
    change(t, insights.change[key]),
  ];
  return {
    title: t.totals,
    head: [t.measure, t.week, t.before, t.change],
    rows: [
      row(t.visits, 'visits'),
      row(t.visitors, 'visitors'),
      row(t.leads, 'leads'),
      [
        t.rate,
        rate(t, insights.conversionRate),
        rate(t, insights.previous.conversionRate),
        change(t, insights.change.conversionRate, true),
      ],
    ],
  };
}

function sources(t: Texts, insights: Insights): Table {
  const rows = insights.bySource
    .slice(0, topRows)
    .map((row) => [
      [row.source, row.medium].filter(Boolean).join(' / '),
      t.number.format(row.visits),
      t.number.format(row.leads),
      rate(t, row.conversionRate),
      change(t, row.change.visits),
    ]);
  return { title: t.sources, head: [t.source, t.visits, t.leads, t.rate, t.change], rows };
}

/** The sources' rows added up by campaign (a campaign runs on several sources). */
function campaigns(t: Texts, insights: Insights): Table {
  const byCampaign = new Map<string, { visits: number; leads: number; leadVisits: number }>();
  for (const row of insights.bySource) {
    if (!row.campaign) continue;
    const total = byCampaign.get(row.campaign) ?? { visits: 0, leads: 0, leadVisits: 0 };
    total.visits += row.visits;
    total.leads += row.leads;
    total.leadVisits += row.leadVisits;
    byCampaign.set(row.campaign, total);
  }
  const rows = [...byCampaign]
    .sort(([a, x], [b, y]) => y.visits - x.visits || y.leads - x.leads || a.localeCompare(b))
    .slice(0, topRows)
    .map(([campaign, total]) => [
      campaign,
      t.number.format(total.visits),
      t.number.format(total.leads),
      rate(t, total.visits > 0 ? total.leadVisits / total.visits : null),
    ]);
  return { title: t.campaigns, head: [t.campaign, t.visits, t.leads, t.rate], rows };
}

/** The funnel: each step's visits this week and the week before, and its drop. */
function funnel(t: Texts, insights: Insights): Table {
  return {
    title: t.funnel,
    head: [t.funnel, t.week, t.before, t.drop],
    rows: insights.funnel.map((step, index) => [
      t.steps[step.step],
      t.number.format(step.visits),
      t.number.format(insights.previousFunnel[index]?.visits ?? 0),
      rate(t, step.drop),
    ]),
  };
}

const textTable = ({ title, head, rows }: Table) => [
  title,
  ...(rows.length ? [head.join(' | '), ...rows.map((row) => row.join(' | '))] : ['—']),
  '',
];

const cellStyle = 'padding:4px 8px;border-bottom:1px solid #ddd;text-align:left';

const htmlTable = ({ title, head, rows }: Table) =>
  [
    `<h2 style="font-size:16px;margin:20px 0 4px">${escapeHtml(title)}</h2>`,
    rows.length
      ? `<table style="border-collapse:collapse"><thead><tr>${head
          .map((cell) => `<th scope="col" style="${cellStyle}">${escapeHtml(cell)}</th>`)
          .join('')}</tr></thead><tbody>${rows
          .map(
            (row) =>
              `<tr>${row
                .map((cell, index) =>
                  index === 0
                    ? `<th scope="row" style="${cellStyle}">${escapeHtml(cell)}</th>`
                    : `<td style="${cellStyle}">${escapeHtml(cell)}</td>`,
                )
                .join('')}</tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>—</p>',
  ].join('\n');

/** The tables and notes of a report. */
function reportParts(t: Texts, insights: Insights) {
  const tables = [
    totals(t, insights),
    funnel(t, insights),
    sources(t, insights),
    campaigns(t, insights),
  ];
  const notes = [
    ...(insights.visits === 0 ? [t.none] : []),
    ...(insights.leadsWithoutVisit > 0 ? [t.withoutVisit(insights.leadsWithoutVisit)] : []),
  ];
  return { tables, notes };
}

export function renderWeeklyReport(insights: Insights, language: Language, siteUrl: string) {
  const t = texts[language];
  const from = t.day(insights.from);
  const to = t.day(insights.to);
  const { tables, notes } = reportParts(t, insights);
  const link = `${siteUrl}/inbox/insights?from=${insights.from}&to=${insights.to}`;
  const heading = t.heading(from, to);
  return {
    subject: t.subject(from, to),
    text: [heading, '', ...notes, ...tables.flatMap(textTable), `${t.open}: ${link}`].join('\n'),
    html: `<!doctype html><html lang="${language === 'pt' ? 'pt-BR' : 'en'}"><body style="font-family:sans-serif;color:#111">${[
      `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
      ...notes.map((note) => `<p>${escapeHtml(note)}</p>`),
      ...tables.map(htmlTable),
      `<p style="margin-top:20px"><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>`,
    ].join('\n')}</body></html>`,
  };
}
