/** Signing in, in Portuguese (the source; en.ts is typed against it). */
export const pt = {
  heading: 'Entrar na caixa de contatos',
  email: 'E-mail',
  password: 'Senha',
  submit: 'Entrar',
  submitting: 'Entrando…',
  /** The lockout with the server's retry time (the contract's text says a fixed 15 minutes). */
  locked: (minutes: number) =>
    `Muitas tentativas de entrar. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  emailRequired: 'Informe o seu e-mail.',
  emailInvalid: 'Informe um e-mail válido, como nome@empresa.com.br.',
  passwordRequired: 'Informe a sua senha.',
  passwordTooLong: 'A senha tem no máximo 256 caracteres.',
  /** GET /api/inbox/session failed for another reason than a missing session. */
  sessionUnknown:
    'Não foi possível verificar a sua sessão: o servidor não consegue acessar os dados agora. Entre novamente ou recarregue a página em instantes.',
};
