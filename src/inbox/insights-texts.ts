/**
 * The insights page's texts (InsightsPage.tsx), in Portuguese and English (typed: both must
 * say the same).
 */
import type { Language } from '@contract/languages';

interface InsightsTexts {
  heading: string;
  intro: (timeZone: string) => string;
  from: string;
  to: string;
  apply: string;
  lastDays: (days: number) => string;
  rangeMissing: string;
  rangeBackwards: string;
  rangeTooLong: (days: number) => string;
  range: (from: string, to: string) => string;
  visitsOff: string;
  totals: string;
  visits: string;
  visitors: string;
  leads: string;
  conversion: string;
  chartCaption: (from: string, to: string) => string;
  chartSummary: (visits: string, leads: string, busiest: string | null) => string;
  chartLoading: string;
  chartFailed: string;
  byDayToggle: string;
  day: string;
  bySource: string;
  bySourceNote: string;
  /** Source, then medium · campaign below it. */
  sourceColumn: string;
  total: string;
  noSources: string;
  none: string;
}

export const insightsTexts: Record<Language, InsightsTexts> = {
  pt: {
    heading: 'Resultados',
    intro: (timeZone) =>
      `Visitas ao site e contatos recebidos por dia e por origem. Dias no fuso ${timeZone}.`,
    from: 'De',
    to: 'Até',
    apply: 'Mostrar',
    lastDays: (days) => `Últimos ${days} dias`,
    rangeMissing: 'Escolha as duas datas.',
    rangeBackwards: 'A data inicial deve vir antes da final.',
    rangeTooLong: (days) => `O período pode ter no máximo ${days} dias.`,
    range: (from, to) => `De ${from} a ${to}`,
    visitsOff:
      'Este servidor não conta visitas (ANALYTICS=off): só os contatos são contados, e a conversão fica em 0.',
    totals: 'Totais do período',
    visits: 'Visitas',
    visitors: 'Visitantes',
    leads: 'Contatos',
    conversion: 'Conversão',
    chartCaption: (from, to) => `Visitas e contatos por dia, de ${from} a ${to}`,
    chartSummary: (visits, leads, busiest) =>
      `Gráfico: ${visits} visitas e ${leads} contatos no período.${busiest ? ` Dia com mais visitas: ${busiest}.` : ''} Os números de cada dia estão na tabela “Números por dia”.`,
    chartLoading: 'Carregando o gráfico…',
    chartFailed: 'O gráfico não pôde ser carregado; os números estão nas tabelas.',
    byDayToggle: 'Números por dia',
    day: 'Dia',
    bySource: 'Por origem',
    bySourceNote:
      'Origem, meio e campanha da visita (utm_source, utm_medium, utm_campaign, ou o site de onde veio).',
    sourceColumn: 'Origem (meio · campanha)',
    total: 'Total',
    noSources: 'Nenhuma visita nem contato no período.',
    none: '—',
  },
  en: {
    heading: 'Insights',
    intro: (timeZone) =>
      `Visits to the site and leads received, by day and by source. Days in the ${timeZone} time zone.`,
    from: 'From',
    to: 'To',
    apply: 'Show',
    lastDays: (days) => `Last ${days} days`,
    rangeMissing: 'Choose both dates.',
    rangeBackwards: 'The first date must come before the last.',
    rangeTooLong: (days) => `The period may hold at most ${days} days.`,
    range: (from, to) => `From ${from} to ${to}`,
    visitsOff:
      'This server does not count visits (ANALYTICS=off): only leads are counted, and the conversion stays at 0.',
    totals: 'Totals for the period',
    visits: 'Visits',
    visitors: 'Visitors',
    leads: 'Leads',
    conversion: 'Conversion',
    chartCaption: (from, to) => `Visits and leads per day, ${from} to ${to}`,
    chartSummary: (visits, leads, busiest) =>
      `Chart: ${visits} visits and ${leads} leads in the period.${busiest ? ` Busiest day: ${busiest}.` : ''} Each day's numbers are in the “Numbers per day” table.`,
    chartLoading: 'Loading the chart…',
    chartFailed: 'The chart could not be loaded; the numbers are in the tables.',
    byDayToggle: 'Numbers per day',
    day: 'Day',
    bySource: 'By source',
    bySourceNote:
      "The visit's source, medium and campaign (utm_source, utm_medium, utm_campaign, or the site it came from).",
    sourceColumn: 'Source (medium · campaign)',
    total: 'Total',
    noSources: 'No visits or leads in the period.',
    none: '—',
  },
};
