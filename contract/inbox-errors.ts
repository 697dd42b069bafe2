/**
 * The inbox API's error codes (the `error` of every 4xx/5xx answer under /api/inbox) and the
 * text the inbox page shows for each, in Portuguese and English. The server answers the code
 * only; the page picks the text of its language.
 */
import { singleSignOnErrorMessages } from './inbox/single-sign-on-errors';

export const inboxErrorMessages = {
  validation: {
    pt: 'Verifique os campos destacados.',
    en: 'Check the highlighted fields.',
  },
  invalid_credentials: {
    pt: 'E-mail ou senha incorretos.',
    en: 'Wrong e-mail or password.',
  },
  too_many_attempts: {
    pt: 'Muitas tentativas de entrar. Aguarde 15 minutos e tente novamente.',
    en: 'Too many sign-in attempts. Wait 15 minutes and try again.',
  },
  unauthenticated: {
    pt: 'Sua sessão terminou. Entre novamente.',
    en: 'Your session has ended. Please sign in again.',
  },
  csrf: {
    pt: 'A página ficou desatualizada. Recarregue-a e tente novamente.',
    en: 'This page is out of date. Reload it and try again.',
  },
  forbidden: {
    pt: 'Seus papéis na equipe não permitem esta ação. Peça a um administrador o papel que a permite.',
    en: 'Your roles on the team do not allow this. Ask an admin for the role that does.',
  },
  not_found: {
    pt: 'Este contato não existe mais.',
    en: 'This lead no longer exists.',
  },
  conflict: {
    pt: 'Outra pessoa alterou este contato enquanto você o via. Confira o estado atual.',
    en: 'Someone else changed this lead while you were looking at it. Check its current state.',
  },
  not_note_author: {
    pt: 'Só quem escreveu a nota pode editá-la.',
    en: 'Only the person who wrote the note can edit it.',
  },
  note_edit_closed: {
    pt: 'Uma nota só pode ser editada nos 15 minutos depois de escrita. Acrescente uma nova nota.',
    en: 'A note can only be edited in the 15 minutes after it was written. Add a new note instead.',
  },
  confirmation_mismatch: {
    pt: 'O e-mail digitado não é o deste contato.',
    en: 'The e-mail you typed is not this lead’s.',
  },
  unverified: {
    pt: 'Este pedido ainda não foi confirmado pelo e-mail que ele cita. Nada pode ser enviado ou apagado antes disso.',
    en: 'This request has not been confirmed from the e-mail it names yet. Nothing can be sent or erased before that.',
  },
  kind_mismatch: {
    pt: 'Esta ação não corresponde ao que o pedido pede.',
    en: 'This action does not match what the request asks for.',
  },
  channel_off: {
    pt: 'Este canal de notificação não está configurado no servidor.',
    en: 'This notification channel is not configured on the server.',
  },
  delivery_in_progress: {
    pt: 'Esta notificação está sendo enviada agora. Tente de novo em instantes.',
    en: 'This notification is being sent right now. Try again in a moment.',
  },
  account_deactivated: {
    pt: 'Esta conta foi desativada. Peça a um administrador que a reative.',
    en: 'This account has been deactivated. Ask an admin to reactivate it.',
  },
  email_taken: {
    pt: 'Já existe uma conta com este e-mail.',
    en: 'An account with this e-mail already exists.',
  },
  last_admin: {
    pt: 'A equipe precisa de ao menos um administrador ativo. Dê o papel a outra pessoa antes.',
    en: 'The team needs at least one active admin. Give the role to someone else first.',
  },
  own_account: {
    pt: 'Você não pode desativar a sua própria conta. Peça a outro administrador.',
    en: 'You cannot deactivate your own account. Ask another admin.',
  },
  account_inactive: {
    pt: 'Esta conta já está desativada.',
    en: 'This account is already deactivated.',
  },
  not_a_salesperson: {
    pt: 'Escolha uma conta ativa que trabalhe contatos (vendas ou administração).',
    en: 'Choose an active account that works leads (sales or admin).',
  },
  no_such_account: {
    pt: 'Esta conta não existe mais.',
    en: 'This account no longer exists.',
  },
  no_such_invitation: {
    pt: 'Este convite já foi aceito ou substituído por um mais novo.',
    en: 'This invitation has already been accepted or replaced by a newer one.',
  },
  no_such_device: {
    pt: 'Esta sessão já terminou.',
    en: 'This session has already ended.',
  },
  invitation_used: {
    pt: 'Este convite já foi usado. Entre com o seu e-mail e senha.',
    en: 'This invitation has already been used. Sign in with your e-mail and password.',
  },
  invitation_expired: {
    pt: 'Este convite expirou. Peça a um administrador que o envie de novo.',
    en: 'This invitation has expired. Ask an admin to send it again.',
  },
  invitation_superseded: {
    pt: 'Um convite mais novo foi enviado a este e-mail. Use o link da mensagem mais recente.',
    en: 'A newer invitation was sent to this e-mail. Use the link in the latest message.',
  },
  invitation_invalid: {
    pt: 'Este link de convite não é válido. Copie o link inteiro da mensagem ou peça um novo convite a um administrador.',
    en: 'This invitation link is not valid. Copy the whole link from the message, or ask an admin for a new invitation.',
  },
  database_unavailable: {
    pt: 'O servidor não consegue acessar os dados agora. Nada foi perdido; tente novamente.',
    en: 'The server cannot reach its data right now. Nothing was lost; try again.',
  },
  rate_limited: {
    pt: 'Muitas requisições. Aguarde um pouco e tente novamente.',
    en: 'Too many requests. Wait a moment and try again.',
  },
  link_used: {
    pt: 'Este link já foi usado. Peça um novo se ainda precisar.',
    en: 'This link has already been used. Ask for a new one if you still need it.',
  },
  link_expired: {
    pt: 'Este link expirou. Peça um novo: o que você digitou continua aqui.',
    en: 'This link has expired. Ask for a new one: what you typed is still here.',
  },
  link_invalid: {
    pt: 'Este link não é válido. Confira se copiou o endereço inteiro do e-mail.',
    en: 'This link is not valid. Check that you copied the whole address from the e-mail.',
  },
  setup_done: {
    pt: 'Esta instalação já tem uma conta. Entre com ela, ou peça um convite a um administrador.',
    en: 'This installation already has an account. Sign in with it, or ask an admin for an invitation.',
  },
  weak_password: {
    pt: 'A senha é fácil demais de adivinhar. Algumas palavras sem relação entre si fazem uma boa senha.',
    en: 'The password is too easy to guess. A few unrelated words make a good one.',
  },
  too_many_resets: {
    pt: 'Muitos pedidos de nova senha. Aguarde um pouco e tente novamente.',
    en: 'Too many password reset requests. Wait a while and try again.',
  },
  content_conflict: {
    pt: 'Outra pessoa salvou uma versão mais nova deste texto enquanto você editava. Nada foi sobrescrito: o que você digitou continua aqui; confira a versão atual antes de salvar.',
    en: 'Someone else saved a newer version of this content while you were editing. Nothing was overwritten: what you typed is still here; check the current version before saving.',
  },
  no_such_content: {
    pt: 'Este conteúdo ou esta versão não existe.',
    en: 'This content or this version does not exist.',
  },
  challenge_invalid: {
    pt: 'Esta etapa de acesso não é válida. Entre novamente com o seu e-mail e senha.',
    en: 'This sign-in step is not valid. Sign in again with your e-mail and password.',
  },
  challenge_expired: {
    pt: 'O tempo para esta etapa acabou. Entre novamente com o seu e-mail e senha.',
    en: 'The time for this step ran out. Sign in again with your e-mail and password.',
  },
  challenge_used: {
    pt: 'Esta etapa de acesso já foi usada ou recebeu códigos errados demais. Entre novamente com o seu e-mail e senha.',
    en: 'This sign-in step was already used or got too many wrong codes. Sign in again with your e-mail and password.',
  },
  wrong_code: {
    pt: 'Código incorreto. Digite os 6 números que o aplicativo mostra agora.',
    en: 'Wrong code. Type the 6 digits the app shows now.',
  },
  reused_code: {
    pt: 'Este código já foi usado. Espere o aplicativo mostrar o próximo e digite-o.',
    en: 'This code was already used. Wait for the app to show the next one and type it.',
  },
  code_reused: {
    pt: 'Este código já foi usado. Espere o aplicativo mostrar o próximo e digite-o.',
    en: 'This code was already used. Wait for the app to show the next one and type it.',
  },
  wrong_recovery_code: {
    pt: 'Código de recuperação incorreto. Confira a lista que você guardou.',
    en: 'Wrong recovery code. Check the list you kept.',
  },
  recovery_code_used: {
    pt: 'Este código de recuperação já foi usado; cada um vale uma vez. Use outro da lista.',
    en: 'This recovery code was already used; each works once. Use another from the list.',
  },
  passkey_refused: {
    pt: 'A chave de acesso não foi aceita. Tente de novo, ou entre com e-mail e senha.',
    en: 'The passkey was not accepted. Try again, or sign in with e-mail and password.',
  },
  passkey_cancelled: {
    pt: 'A chave de acesso não foi usada (cancelada ou indisponível neste aparelho). Tente de novo.',
    en: 'The passkey was not used (cancelled or not available on this device). Try again.',
  },
  wrong_password: {
    pt: 'Senha incorreta.',
    en: 'Wrong password.',
  },
  second_factor_required: {
    pt: 'Os seus papéis exigem uma segunda etapa de acesso: adicione outra antes de remover esta.',
    en: 'Your roles require a second sign-in step: add another before removing this one.',
  },
  no_second_factor: {
    pt: 'Ative um aplicativo autenticador ou uma chave de acesso primeiro.',
    en: 'Turn on an authenticator app or a passkey first.',
  },
  no_such_passkey: {
    pt: 'Esta chave de acesso não existe mais.',
    en: 'This passkey no longer exists.',
  },
  // Single sign-on's refusals (decision 460), in a file of their own.
  ...singleSignOnErrorMessages,
  internal: {
    pt: 'Algo deu errado no servidor. Tente novamente.',
    en: 'Something went wrong on the server. Try again.',
  },
} as const satisfies Record<string, { pt: string; en: string }>;

export type InboxErrorCode = keyof typeof inboxErrorMessages;
