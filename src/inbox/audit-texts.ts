/**
 * The audit log page's texts (AuditPage.tsx), in Portuguese and English (typed: both must say
 * the same); the labels it shares with the list (statuses, filters) are in texts.ts.
 */
import type { AuditAction, NotificationChannel } from '@contract/inbox-api';
import type { Language } from '@contract/languages';

interface AuditTexts {
  heading: string;
  intro: string;
  kind: string;
  anyKind: string;
  person: string;
  personHint: string;
  /** The filters' own errors: a hand-edited URL or a mistyped address. */
  actionUnknown: string;
  actorInvalid: string;
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
}

export const auditTexts: Record<Language, AuditTexts> = {
  pt: {
    heading: 'Registro de atividades',
    intro:
      'Quem fez o quê e quando: entradas, tentativas de entrar, mudanças de estado, notas, exportações, reenvios e exclusões. O texto das mensagens e das notas nunca aparece aqui.',
    kind: 'Tipo',
    anyKind: 'Todos os tipos',
    person: 'Pessoa (e-mail da conta)',
    personHint: 'O e-mail com que a pessoa entra.',
    actionUnknown: 'Escolha um tipo da lista.',
    actorInvalid: 'Digite um e-mail completo, como nome@empresa.com.br.',
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
  en: {
    heading: 'Audit log',
    intro:
      'Who did what, and when: sign-ins, failed sign-ins, status changes, notes, exports, re-sends and erasures. The text of messages and notes never appears here.',
    kind: 'Kind',
    anyKind: 'Every kind',
    person: 'Person (account e-mail)',
    personHint: 'The e-mail the person signs in with.',
    actionUnknown: 'Choose a kind from the list.',
    actorInvalid: 'Type a whole e-mail address, such as name@company.com.',
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
};
