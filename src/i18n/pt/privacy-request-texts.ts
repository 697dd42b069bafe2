/** The privacy page's request form: Portuguese, the source. */
export const pt = {
  title: 'Faça o seu pedido',
  intro:
    'Peça aqui uma cópia dos seus dados, que eles sejam apagados ou corrigidos. Respondemos no e-mail informado em até 15 dias (LGPD, art. 19).',
  email: 'Seu e-mail',
  emailHint: 'O mesmo que você usou para falar conosco.',
  kind: 'O que você quer',
  kinds: {
    access: 'Receber uma cópia dos meus dados',
    erasure: 'Apagar os meus dados',
    correction: 'Corrigir os meus dados',
  },
  message: 'Mensagem (opcional)',
  messageHint: 'Para uma correção, diga o que está errado.',
  honeypot: 'Não preencha este campo',
  submit: 'Enviar pedido',
  sending: 'Enviando…',
  sent: 'Pedido recebido. Confirme-o pelo link que enviamos para esse e-mail (vale por 3 dias); respondemos em até 15 dias.',
  failed:
    'Não foi possível enviar o pedido. Confira o e-mail e tente de novo, ou escreva para o endereço acima.',
  rateLimited: 'Muitos envios seguidos. Tente de novo {when}, ou escreva para o endereço acima.',
  /** {when} when the server did not say how long to wait. */
  soon: 'em instantes',
  messages: {
    email: 'E-mail inválido',
    kind: 'Escolha o que você quer',
    tooLong: 'Texto longo demais',
  },
};
