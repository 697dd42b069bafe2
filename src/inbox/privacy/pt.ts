/** The LGPD requests screen (Portuguese, the source). */
export const pt = {
  heading: 'Pedidos LGPD',
  intro:
    'Pedidos de acesso, exclusão ou correção feitos na página de privacidade. A LGPD (art. 19) pede resposta em até 15 dias: cada pedido mostra os dias que faltam; os atrasados vêm primeiro, depois os de menor prazo, depois os respondidos.',
  empty: 'Nenhum pedido.',
  emptyFiltered: 'Nenhum pedido com esses filtros.',
  state: 'Situação',
  anyState: 'Todos',
  states: { open: 'Em aberto', overdue: 'Atrasados', answered: 'Respondidos' },
  kind: 'Tipo',
  anyKind: 'Todos os tipos',
  confirmation: 'Confirmação',
  anyConfirmation: 'Confirmados ou não',
  confirmations: { yes: 'Confirmados pelo e-mail', no: 'Não confirmados' },
  unknownValue: 'Escolha uma das opções',
  apply: 'Filtrar',
  clear: 'Limpar filtros',
  loadMore: 'Carregar mais',
  daysLeft: (days: number) => (days === 1 ? 'Falta 1 dia' : `Faltam ${days} dias`),
  /** Whole days past the due date (0: it passed today). */
  daysLate: (days: number) =>
    days === 0 ? 'Venceu hoje' : days === 1 ? 'Atrasado há 1 dia' : `Atrasado há ${days} dias`,
  kinds: {
    access: 'Acesso aos dados',
    erasure: 'Exclusão dos dados',
    correction: 'Correção dos dados',
  },
  received: 'Recebido',
  due: 'Prazo',
  answered: 'Respondido',
  outcomes: {
    exported: 'dados exportados',
    erased: 'dados apagados',
    answered: 'marcado como respondido',
  },
  message: 'Mensagem',
  leads: (count: number) =>
    count === 0
      ? 'Nenhum contato com este e-mail'
      : `${count} ${count === 1 ? 'contato' : 'contatos'} com este e-mail`,
  download: 'Baixar os dados (JSON)',
  downloading: 'Preparando…',
  erase: 'Apagar tudo',
  eraseExplain: (email: string) =>
    `Apaga todos os contatos de ${email}, com notas e notificações, e os outros pedidos dessa pessoa. Este pedido fica como respondido. Não dá para desfazer.`,
  eraseConfirm: 'Confirmar: apagar tudo',
  cancel: 'Cancelar',
  erased: (count: number) => `${count} ${count === 1 ? 'contato apagado' : 'contatos apagados'}.`,
  markAnswered: 'Registrar a resposta',
  answerLabel: 'O que foi enviado à pessoa',
  answerSent: 'Resposta enviada:',
  unverified: 'Não confirmado',
  unverifiedExplain:
    'A pessoa ainda não confirmou este pedido pelo link enviado ao e-mail acima. Até lá, nada dos dados é enviado ou apagado: pode ser o pedido de um estranho.',
  verified: 'Confirmado pelo e-mail',
  remove: 'Excluir o pedido',
};
