/**
 * The invitation's mail (decision 375), in the invitation's language: who invites, to do
 * what, the link and until when it opens, and what to do when it has stopped opening.
 */
import type { Language } from '@contract/languages';
import type { Role } from '@contract/roles';

interface InvitationText {
  locale: string;
  subject: (brand: string) => string;
  invited: (inviter: string | null, brand: string) => string;
  roles: (roles: string) => string;
  roleNames: Record<Role, string>;
  openBy: (until: string) => string;
  button: string;
  expired: string;
  notExpected: string;
}

export const invitationText: Record<Language, InvitationText> = {
  pt: {
    locale: 'pt-BR',
    subject: (brand) => `Convite para a equipe da ${brand}`,
    invited: (inviter, brand) =>
      `${inviter ?? 'Um administrador'} convidou você para a caixa de contatos da ${brand}.`,
    roles: (roles) => `Seus papéis: ${roles}.`,
    roleNames: {
      admin: 'administração',
      sales: 'vendas',
      marketing: 'marketing',
      privacy: 'privacidade',
    },
    openBy: (until) =>
      `Abra o link abaixo para escolher seu nome, idioma e senha. Ele vale uma vez, até ${until}.`,
    button: 'Aceitar o convite',
    expired: 'Se o link não abrir mais, peça a um administrador que envie o convite de novo.',
    notExpected: 'Se você não esperava este convite, ignore esta mensagem.',
  },
  en: {
    locale: 'en',
    subject: (brand) => `Invitation to the ${brand} team`,
    invited: (inviter, brand) =>
      `${inviter ?? 'An admin'} invited you to the ${brand} team's inbox.`,
    roles: (roles) => `Your roles: ${roles}.`,
    roleNames: { admin: 'admin', sales: 'sales', marketing: 'marketing', privacy: 'privacy' },
    openBy: (until) =>
      `Open the link below to choose your name, language and password. It works once, until ${until}.`,
    button: 'Accept the invitation',
    expired: 'If the link no longer opens, ask an admin to send the invitation again.',
    notExpected: 'If you did not expect this invitation, ignore this message.',
  },
};
