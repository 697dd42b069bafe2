/**
 * The texts of single sign-on's refusals (decision 460), in Portuguese and English; merged
 * into inboxErrorMessages (inbox-errors.ts). Each says what happened and what to do next
 * (decision 321).
 */
export const singleSignOnErrorMessages = {
  sso_off: {
    pt: 'O acesso pela conta da empresa não está ativado. Entre com e-mail e senha, ou peça a um administrador que o ative.',
    en: 'Signing in with the company account is not turned on. Sign in with e-mail and password, or ask an admin to turn it on.',
  },
  sso_state_unknown: {
    pt: 'Esta tentativa de entrar já foi usada ou expirou. Clique de novo em entrar com a conta da empresa.',
    en: 'This sign-in attempt was already used or has expired. Click sign in with the company account again.',
  },
  sso_other_browser: {
    pt: 'Esta tentativa de entrar começou em outro navegador. Comece de novo por aqui.',
    en: 'This sign-in attempt was started in another browser. Start again from this one.',
  },
  sso_cancelled: {
    pt: 'O provedor de identidade não concluiu a entrada (cancelada ou recusada). Tente de novo.',
    en: 'The identity provider did not complete the sign-in (cancelled or refused). Try again.',
  },
  sso_wrong_audience: {
    pt: 'O provedor de identidade entregou uma credencial emitida para outro aplicativo. Nada foi aceito; peça a um administrador que confira o client ID.',
    en: 'The identity provider returned a credential issued to another application. Nothing was accepted; ask an admin to check the client ID.',
  },
  sso_token_expired: {
    pt: 'A credencial do provedor de identidade já tinha expirado. Confira se o relógio deste computador está certo e tente de novo.',
    en: 'The identity provider’s credential had already expired. Check that this computer’s clock is right and try again.',
  },
  sso_token_invalid: {
    pt: 'A credencial do provedor de identidade não pôde ser verificada. Nada foi aceito; tente de novo ou peça ajuda a um administrador.',
    en: 'The identity provider’s credential could not be verified. Nothing was accepted; try again or ask an admin for help.',
  },
  sso_provider_unreachable: {
    pt: 'O provedor de identidade não respondeu. Tente de novo em instantes, ou entre com e-mail e senha.',
    en: 'The identity provider did not answer. Try again in a moment, or sign in with e-mail and password.',
  },
  sso_no_email: {
    pt: 'O provedor de identidade não informou o seu e-mail. Peça a um administrador que libere o escopo “email”.',
    en: 'The identity provider did not share your e-mail. Ask an admin to allow the “email” scope.',
  },
  sso_email_unverified: {
    pt: 'O provedor de identidade não confirma que este e-mail é seu. Confirme o e-mail na sua conta da empresa e tente de novo.',
    en: 'The identity provider does not confirm that this e-mail is yours. Verify the e-mail in your company account and try again.',
  },
  sso_domain_not_allowed: {
    pt: 'Este e-mail não é de um domínio permitido nesta caixa de entrada. Entre com a conta da empresa, ou peça um convite a um administrador.',
    en: 'This e-mail is not from a domain this inbox allows. Sign in with your company account, or ask an admin for an invitation.',
  },
  sso_pending_approval: {
    pt: 'Seu acesso foi pedido e aguarda a aprovação de um administrador. Entre de novo depois que ele aprovar.',
    en: 'Your access has been requested and awaits an admin’s approval. Sign in again once it is approved.',
  },
  sso_discovery_failed: {
    pt: 'Não foi possível ler a configuração OpenID deste endereço. Confira o URL do emissor (por exemplo, https://accounts.google.com).',
    en: 'The OpenID configuration of this address could not be read. Check the issuer URL (for example, https://accounts.google.com).',
  },
  no_such_pending_account: {
    pt: 'Este pedido de acesso já foi aprovado ou recusado.',
    en: 'This access request has already been approved or declined.',
  },
} as const satisfies Record<string, { pt: string; en: string }>;
