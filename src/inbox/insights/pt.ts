import type { FunnelStepName } from '@contract/insights';
import type { Language } from '@contract/languages';
import type { NamedEventName } from '@contract/visit-events';

/** The insights page's texts, in Portuguese (the source; en.ts is typed against it). */
export const pt = {
  heading: 'Resultados',
  intro: (timeZone: string) =>
    `Visitas ao site e contatos recebidos por dia e por origem. Dias no fuso ${timeZone}.`,
  from: 'De',
  to: 'Até',
  apply: 'Mostrar',
  lastDays: (days: number) => `Últimos ${days} dias`,
  rangeMissing: 'Informe as duas datas como dd/mm/aaaa.',
  rangeBackwards: 'A data inicial deve vir antes da final.',
  rangeTooLong: (days: number) => `O período pode ter no máximo ${days} dias.`,
  rangeOutside: (first: string, last: string) => `As datas devem estar entre ${first} e ${last}.`,
  range: (from: string, to: string) => `De ${from} a ${to}`,
  visitsOff:
    'Este servidor não conta visitas (ANALYTICS=off): só os contatos são contados, por origem informada pelo formulário, e sem taxa de conversão.',
  totals: 'Totais do período',
  visits: 'Visitas',
  visitors: 'Visitantes',
  leads: 'Contatos',
  whatsappClicks: 'Cliques no WhatsApp',
  conversion: 'Conversão',
  chartCaption: (from: string, to: string) => `Visitas e contatos por dia, de ${from} a ${to}`,
  chartSummary: (visits: string, leads: string, busiest: string | null) =>
    `Gráfico: ${visits} visitas e ${leads} contatos no período.${busiest ? ` Dia com mais visitas: ${busiest}.` : ''} Os números de cada dia estão na tabela “Números por dia”.`,
  chartLoading: 'Carregando o gráfico…',
  chartFailed: 'O gráfico não pôde ser carregado; os números estão nas tabelas.',
  byDayToggle: 'Números por dia',
  day: 'Dia',
  bySource: 'Por origem',
  bySourceNote:
    'Origem, meio e campanha da visita (utm_source, utm_medium, utm_campaign, ou o site de onde veio). Cada contato conta na visita que o enviou; a conversão é a parte das visitas que enviaram um contato, por isso nunca passa de 100 %.',
  withoutVisit: 'Contatos sem visita contada',
  withoutVisitNote:
    'Contatos enviados sem uma visita contada (sem JavaScript, com bloqueador ou de um navegador filtrado): contam no total, fora de qualquer origem e taxa.',
  notCounted: 'não contadas',
  noRate: 'sem taxa: nenhuma visita',
  /** Source, then medium · campaign below it. */
  sourceColumn: 'Origem (meio · campanha)',
  total: 'Total',
  noSources: 'Nenhuma visita nem contato no período.',
  none: '—',
  realtime: 'Visitantes agora',
  realtimeNote: 'nos últimos 30 minutos',
  downloadCsv: (table: string) => `Baixar “${table}” em CSV`,
  /** The CSV's first columns, apart as a spreadsheet filters them. */
  csvSource: 'Origem',
  csvMedium: 'Meio',
  csvCampaign: 'Campanha',
  /** The region a wide table scrolls sideways in (its name differs from its panel's). */
  tableRegion: (table: string) => `Tabela “${table}”`,
  axisDay: 'Dia',
  landingPages: 'Páginas de entrada',
  landingPagesNote:
    'A página onde cada visita começou, e a parte dessas visitas que enviou um contato.',
  pages: 'Páginas vistas',
  pageColumn: 'Página',
  views: 'Visualizações',
  events: 'Eventos',
  eventsNote:
    'Ações contadas no site; os contatos enviados são os do formulário, na visita que os enviou.',
  eventColumn: 'Evento',
  count: 'Quantidade',
  eventNames: {
    module_opened: 'Módulo aberto',
    language_switched: 'Idioma trocado',
    demo_clicked: 'Pedido de demonstração (clique)',
    lead_sent: 'Contato enviado',
    whatsapp_clicked: 'WhatsApp (clique)',
    form_started: 'Formulário iniciado',
  } satisfies Record<NamedEventName, string>,
  funnel: 'Funil de contato',
  funnelNote:
    'Visitas que chegaram a cada etapa, cada visita contada uma vez: viu a página de contato, começou o formulário (primeiro campo preenchido), enviou um contato. A queda é a parte das visitas da etapa anterior que não chegou a esta.',
  funnelSteps: {
    visits: 'Visitas',
    contact_viewed: 'Viram a página de contato',
    form_started: 'Começaram o formulário',
    lead_sent: 'Enviaram um contato',
  } satisfies Record<FunnelStepName, string>,
  stepColumn: 'Etapa',
  ofVisits: '% das visitas',
  drop: 'Queda',
  dropFrom: (step: string) => `Queda desde “${step}”`,
  previousPeriod: 'Período anterior',
  funnelBySource: 'Funil por origem',
  funnelBySourceNote: 'As mesmas etapas para as visitas de cada origem, com a queda em cada etapa.',
  goals: 'Metas',
  goalsNote:
    'Cada ação contada no site: quantas vezes aconteceu, quantas visitas a fizeram ao menos uma vez, e a conversão (visitas com a meta ÷ visitas).',
  goalColumn: 'Meta',
  goalVisits: 'Visitas com a meta',
  goalsBy: 'Metas por origem e por página de entrada',
  goalsByNote:
    'A conversão de uma meta em cada origem ou página de entrada: visitas que a fizeram ÷ visitas. Nas páginas de entrada, a visita conta na página onde começou.',
  goalChoice: 'Meta',
  breakdownChoice: 'Ver por',
  breakdowns: { source: 'Origem', landing: 'Página de entrada' },
  chartValues: 'Valores do dia no gráfico',
  chartValuesHint: 'Use as setas para mudar de dia.',
  chartPoint: (day: string, visits: string, leads: string) =>
    `${day} · Visitas: ${visits} · Contatos: ${leads}`,
  languages: 'Idiomas',
  languageColumn: 'Idioma',
  languageNames: { pt: 'Português', en: 'Inglês' } satisfies Record<Language, string>,
  other: '(outras)',
  noRows: 'Nada no período.',
  comparedWith: (from: string, to: string) =>
    `Comparado com o período anterior de mesma duração, de ${from} a ${to}.`,
  changeUp: (size: string) => `▲ ${size} a mais que no período anterior`,
  changeDown: (size: string) => `▼ ${size} a menos que no período anterior`,
  changeNone: 'igual ao período anterior',
  noPrevious: 'sem base no período anterior',
  points: (value: string) => `${value} p.p.`,
};
