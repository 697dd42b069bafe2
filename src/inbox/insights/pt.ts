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
  rangeMissing: 'Escolha as duas datas.',
  rangeBackwards: 'A data inicial deve vir antes da final.',
  rangeTooLong: (days: number) => `O período pode ter no máximo ${days} dias.`,
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
  } satisfies Record<NamedEventName, string>,
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
