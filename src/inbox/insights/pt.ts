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
};
