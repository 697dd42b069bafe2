/**
 * The texts of the inbox's navigation, audit log page and insights page, in Portuguese and
 * English (typed: both must say the same). Beside texts.ts rather than in it, so each page's
 * words sit together; the labels both share (statuses, filters, languages) stay in texts.ts.
 */
import type { AuditAction, NotificationChannel } from '@/contact/inbox-api';
import type { InboxLanguage } from './texts';

interface PageTexts {
  /** A page's code could not be fetched (offline, or a new version replaced it). */
  pageFailed: string;
  nav: {
    label: string;
    leads: string;
    audit: string;
    insights: string;
  };
  audit: {
    heading: string;
    intro: string;
    kind: string;
    anyKind: string;
    person: string;
    personHint: string;
    apply: string;
    clear: string;
    empty: string;
    loadMore: string;
    when: string;
    who: string;
    what: string;
    lead: string;
    details: string;
    actions: Record<AuditAction, string>;
    /** A failed sign-in to an address that has no account (the address is not kept). */
    unknownAccount: string;
    onlyThisPerson: (who: string) => string;
    openLead: (shortId: string) => string;
    erasedLead: (shortId: string) => string;
    statusChange: (from: string, to: string) => string;
    channel: (channel: string) => string;
    erased: (count: number) => string;
    failReasons: Record<'wrong_password' | 'unknown_account' | 'locked', string>;
    exportAll: string;
    exportFilter: (parts: string) => string;
    searched: string;
    channels: Record<NotificationChannel, string>;
  };
  insights: {
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
  };
}

export const inboxPageTexts: Record<InboxLanguage, PageTexts> = {
  pt: {
    pageFailed: 'Esta página não pôde ser carregada. Verifique a conexão e recarregue a página.',
    nav: {
      label: 'Seções da caixa de contatos',
      leads: 'Contatos',
      audit: 'Registro de atividades',
      insights: 'Resultados',
    },
    audit: {
      heading: 'Registro de atividades',
      intro:
        'Quem fez o quê e quando: entradas, tentativas de entrar, mudanças de estado, notas, exportações, reenvios e exclusões. O texto das mensagens e das notas nunca aparece aqui.',
      kind: 'Tipo',
      anyKind: 'Todos os tipos',
      person: 'Pessoa (e-mail da conta)',
      personHint: 'O e-mail com que a pessoa entra.',
      apply: 'Filtrar',
      clear: 'Limpar filtros',
      empty: 'Nenhuma atividade encontrada.',
      loadMore: 'Carregar mais',
      when: 'Quando',
      who: 'Quem',
      what: 'O quê',
      lead: 'Contato',
      details: 'Detalhes',
      actions: {
        sign_in: 'Entrou',
        sign_in_failed: 'Tentativa de entrar falhou',
        sign_out: 'Saiu',
        status_changed: 'Mudou o estado',
        note_added: 'Adicionou uma nota',
        export: 'Exportou CSV',
        notification_resent: 'Reenviou uma notificação',
        erasure: 'Apagou os dados de uma pessoa',
      },
      unknownAccount: 'Endereço sem conta',
      onlyThisPerson: (who) => `Só as atividades de ${who}`,
      openLead: (shortId) => `Contato ${shortId}`,
      erasedLead: (shortId) => `Contato ${shortId} (apagado)`,
      statusChange: (from, to) => `${from} → ${to}`,
      channel: (channel) => `Canal: ${channel}`,
      erased: (count) => `${count} ${count === 1 ? 'contato apagado' : 'contatos apagados'}`,
      failReasons: {
        wrong_password: 'Senha incorreta',
        unknown_account: 'Nenhuma conta com esse e-mail',
        locked: 'Bloqueado por excesso de tentativas',
      },
      exportAll: 'Todos os contatos',
      exportFilter: (parts) => `Filtro: ${parts}`,
      searched: 'com busca',
      channels: { email: 'E-mail à equipe', webhook: 'Webhook', auto_reply: 'Resposta automática' },
    },
    insights: {
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
  },
  en: {
    pageFailed: 'This page could not be loaded. Check the connection and reload the page.',
    nav: {
      label: 'Inbox sections',
      leads: 'Leads',
      audit: 'Audit log',
      insights: 'Insights',
    },
    audit: {
      heading: 'Audit log',
      intro:
        'Who did what, and when: sign-ins, failed sign-ins, status changes, notes, exports, re-sends and erasures. The text of messages and notes never appears here.',
      kind: 'Kind',
      anyKind: 'Every kind',
      person: 'Person (account e-mail)',
      personHint: 'The e-mail the person signs in with.',
      apply: 'Filter',
      clear: 'Clear filters',
      empty: 'No activity found.',
      loadMore: 'Load more',
      when: 'When',
      who: 'Who',
      what: 'What',
      lead: 'Lead',
      details: 'Details',
      actions: {
        sign_in: 'Signed in',
        sign_in_failed: 'Failed sign-in',
        sign_out: 'Signed out',
        status_changed: 'Changed the status',
        note_added: 'Added a note',
        export: 'Exported CSV',
        notification_resent: 'Sent a notification again',
        erasure: "Erased a person's data",
      },
      unknownAccount: 'Address without an account',
      onlyThisPerson: (who) => `Only what ${who} did`,
      openLead: (shortId) => `Lead ${shortId}`,
      erasedLead: (shortId) => `Lead ${shortId} (erased)`,
      statusChange: (from, to) => `${from} → ${to}`,
      channel: (channel) => `Channel: ${channel}`,
      erased: (count) => `${count} ${count === 1 ? 'lead erased' : 'leads erased'}`,
      failReasons: {
        wrong_password: 'Wrong password',
        unknown_account: 'No account with that e-mail',
        locked: 'Locked after too many attempts',
      },
      exportAll: 'Every lead',
      exportFilter: (parts) => `Filter: ${parts}`,
      searched: 'with a search',
      channels: { email: 'E-mail to the team', webhook: 'Webhook', auto_reply: 'Auto-reply' },
    },
    insights: {
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
  },
};
