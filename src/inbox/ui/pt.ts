/**
 * What every inbox screen shares, in Portuguese (the source; en.ts is typed against it): the
 * header, the sections, the statuses' names. Each screen's own texts are beside it.
 */
import { leadStatusLabels, type SpamReason } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import type { NoticeFactName } from '@contract/notice-facts';
import type { Role } from '@contract/roles';

export const pt = {
  title: 'Caixa de contatos',
  languageLabel: 'Idioma',
  languageNotSaved: 'O idioma dos seus e-mails não foi salvo.',
  /** {facts}: the names below, joined. Shown to admins and privacy officers (decision 330). */
  noticeDiffers:
    'O aviso de privacidade do site promete o que este servidor não faz ({facts}). Gere o site com as mesmas variáveis com que o servidor roda (chaves dos CRMs, SMTP_URL, AUTO_REPLY, LEADS_RETENTION_DAYS).',
  noticeFactNames: {
    crmOperators: 'CRMs que recebem os contatos',
    leadRetentionDays: 'por quanto tempo os contatos são guardados',
    teamByEmail: 'e-mail à equipe',
    confirmationEmail: 'e-mail de confirmação a quem escreve',
  } satisfies Record<NoticeFactName, string>,
  languageNames: { pt: 'Português', en: 'English' } satisfies Record<Language, string>,
  signedInAs: 'Conectado como',
  signOut: 'Sair',
  loading: 'Carregando…',
  /** A page's code could not be fetched (offline, or a new version replaced it). */
  pageFailed: 'Esta página não pôde ser carregada. Verifique a conexão e recarregue a página.',
  nav: {
    label: 'Seções da caixa de contatos',
    leads: 'Contatos',
    audit: 'Registro de atividades',
    insights: 'Resultados',
    privacyRequests: 'Pedidos LGPD',
    team: 'Equipe',
    content: 'Conteúdo do site',
    devices: 'Seus aparelhos',
  },
  roleNames: {
    admin: 'Administração',
    sales: 'Vendas',
    marketing: 'Marketing',
    privacy: 'Privacidade',
  } satisfies Record<Role, string>,
  /** Before the roles' names in the header. */
  rolesLabel: 'Papéis:',
  /** A screen the signed-in person's roles do not include (typed or bookmarked). */
  notAllowed: {
    heading: 'Esta tela não faz parte dos seus papéis',
    body: (roles: string) =>
      `Seus papéis (${roles}) não incluem esta tela. Peça a um administrador da equipe o papel que a inclui, ou use as seções acima.`,
  },
  owner: {
    label: 'Responsável',
    /** The label of one lead's select, in a list of many. */
    labelOf: (lead: string) => `Responsável por ${lead}`,
    nobody: 'Ninguém',
    you: (name: string) => `${name} (você)`,
    saved: 'Responsável alterado.',
    /** Before the reason of a failed change. */
    notSaved: 'O responsável não foi alterado.',
  },
  /** A lead past its first-response limit or its next step's day. */
  overdue: 'Atrasado',
  /** Before the link to the same person's earlier lead. */
  duplicateOf: 'Mesma pessoa de um contato anterior:',
  statuses: leadStatusLabels.pt,
  /** Why a lead is in the Spam folder. */
  spamReasons: {
    disposable_email: 'e-mail de um domínio descartável',
    links: 'vários links na mensagem',
    repeated_message: 'a mesma mensagem enviada de outro e-mail',
    marked: 'marcado por uma pessoa da equipe',
  } satisfies Record<SpamReason, string>,
};
