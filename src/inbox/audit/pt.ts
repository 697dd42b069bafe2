/**
 * The audit log's texts, in Portuguese (the source; en.ts is typed against it); the labels it
 * shares with the list (statuses, filters) are the list's and the inbox's own.
 */
import type { AuditAction } from '@contract/inbox-api';
import { notificationChannelLabels } from '@contract/notification-channels';

export const pt = {
  heading: 'Registro de atividades',
  intro:
    'Quem fez o quê e quando: entradas, tentativas de entrar, mudanças de estado, notas, exportações, reenvios e exclusões. O texto das mensagens e das notas nunca aparece aqui.',
  kind: 'Tipo',
  anyKind: 'Todos os tipos',
  person: 'Pessoa (e-mail da conta)',
  personHint: 'O e-mail com que a pessoa entra.',
  /** The filters' own errors: a hand-edited URL or a mistyped address. */
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
    owner_changed: 'Mudou o responsável',
    takes_leads_changed: 'Mudou a participação no rodízio',
    next_step_changed: 'Mudou o próximo passo',
    note_added: 'Adicionou uma nota',
    note_edited: 'Editou uma nota',
    export: 'Exportou CSV',
    notification_resent: 'Reenviou uma notificação',
    erasure: 'Apagou os dados de uma pessoa',
    privacy_request_export: 'Exportou os dados de um pedido LGPD',
    privacy_request_erasure: 'Apagou os dados de um pedido LGPD',
    privacy_request_answered: 'Marcou um pedido LGPD como respondido',
    privacy_request_deleted: 'Excluiu um pedido LGPD',
    privacy_request_correction: 'Corrigiu um contato por um pedido LGPD',
    spam_marked: 'Marcou como spam',
    spam_cleared: 'Tirou do spam',
    spam_screened: 'Filtro de spam na chegada',
    roles_changed: 'Mudou os papéis de uma conta',
    password_reset_requested: 'Pediu uma nova senha por e-mail',
    password_reset: 'Escolheu uma nova senha pelo link do e-mail',
    first_admin_created: 'Criou a primeira conta (administrador) pelo link de instalação',
    account_invited: 'Convidou alguém para a equipe',
    invitation_accepted: 'Aceitou um convite',
    account_deactivated: 'Desativou uma conta',
    account_reactivated: 'Reativou uma conta',
    sessions_ended: 'Encerrou sessões em outros aparelhos',
    content_published: 'Publicou um conteúdo do site',
    content_unpublished: 'Despublicou um conteúdo do site',
    sso_settings_changed: 'Alterou o acesso pela conta da empresa',
    sso_account_created: 'Entrou na equipe pela conta da empresa',
    sso_access_requested: 'Pediu acesso pela conta da empresa',
    sso_access_approved: 'Aprovou um acesso pela conta da empresa',
    sso_access_declined: 'Recusou um acesso pela conta da empresa',
  } satisfies Record<AuditAction, string>,
  /** A failed sign-in to an address that has no account (the address is not kept). */
  unknownAccount: 'Endereço sem conta',
  onlyThisPerson: (who: string) => `Só as atividades de ${who}`,
  erasedLead: (shortId: string) => `Contato ${shortId} (apagado)`,
  statusChange: (from: string, to: string) => `${from} → ${to}`,
  nobody: 'ninguém',
  ownerChange: (from: string, to: string) => `${from} → ${to}`,
  byTurn: 'pelo rodízio',
  noDay: 'sem data',
  takesLeads: (on: boolean) =>
    on ? 'Passou a receber novos contatos' : 'Deixou de receber novos contatos',
  channel: (channel: string) => `Canal: ${channel}`,
  exportedLeads: (count: number) =>
    `${count} ${count === 1 ? 'contato exportado' : 'contatos exportados'}`,
  correctedFields: (fields: string) => `Campos corrigidos: ${fields}`,
  erased: (count: number) => `${count} ${count === 1 ? 'contato apagado' : 'contatos apagados'}`,
  viaSingleSignOn: 'Pela conta da empresa (single sign-on)',
  failReasons: {
    wrong_password: 'Senha incorreta',
    unknown_account: 'Nenhuma conta com esse e-mail',
    locked: 'Bloqueado por excesso de tentativas',
  },
  /** How many notifications a move to or from Spam held back or released. */
  held: (count: number) =>
    `${count} ${count === 1 ? 'notificação retida' : 'notificações retidas'}`,
  released: (count: number) =>
    `${count} ${count === 1 ? 'notificação enviada agora' : 'notificações enviadas agora'}`,
  reasons: (reasons: string) => `Motivo: ${reasons}`,
  exportAll: 'Todos os contatos',
  exportFilter: (parts: string) => `Filtro: ${parts}`,
  searched: 'com busca',
  channels: notificationChannelLabels('pt'),
};
