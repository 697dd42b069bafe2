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
    corrected: 'dados corrigidos',
    answered: 'marcado como respondido',
  },
  message: 'Mensagem',
  leads: (count: number) =>
    count === 0
      ? 'Nenhum contato desta pessoa (e-mail ou telefone)'
      : `${count} ${count === 1 ? 'contato' : 'contatos'} desta pessoa (e-mail ou telefone)`,
  download: 'Baixar os dados (JSON)',
  downloading: 'Preparando…',
  erase: 'Apagar tudo',
  eraseExplain: (email: string) =>
    `Apaga os contatos listados acima, com notas e notificações (os CRMs são avisados), e os outros pedidos de ${email}. Este pedido fica, sem a mensagem, até ser respondido. Não dá para desfazer.`,
  cancel: 'Cancelar',
  markAnswered: 'Registrar a resposta',
  answerLabel: 'O que foi enviado à pessoa',
  answerSent: 'Resposta enviada:',
  unverified: 'Não confirmado',
  unverifiedExplain:
    'A pessoa ainda não confirmou este pedido pelo link enviado ao e-mail acima. Até lá, nada dos dados é enviado ou apagado: pode ser o pedido de um estranho.',
  verified: 'Confirmado pelo e-mail',
  remove: 'Excluir o pedido',
  // The person's leads (decision 325) and a correction (decision 326).
  personLeads: 'Contatos desta pessoa',
  personLeadsExplain:
    'Os contatos com o e-mail do pedido e os que têm o telefone de um deles (comparado só pelos dígitos).',
  noPersonLeads: 'Nenhum contato desta pessoa.',
  loadingLeads: 'Carregando os contatos…',
  matchedBy: { email: 'pelo e-mail', phone: 'pelo telefone' },
  eraseListed: (count: number) =>
    count === 0
      ? 'Confirmar: apagar os outros pedidos'
      : `Confirmar: apagar ${count === 1 ? 'este contato' : `estes ${count} contatos`}`,
  erasedPerson: ({
    deleted,
    skipped,
    unlisted,
  }: {
    deleted: number;
    skipped: number;
    unlisted: number;
  }) =>
    [
      `${deleted} ${deleted === 1 ? 'contato apagado' : 'contatos apagados'}.`,
      skipped > 0
        ? `${skipped} ${skipped === 1 ? 'contato da lista já não era' : 'contatos da lista já não eram'} desta pessoa e ${skipped === 1 ? 'ficou' : 'ficaram'}.`
        : '',
      unlisted > 0
        ? `${unlisted} ${unlisted === 1 ? 'contato chegou' : 'contatos chegaram'} depois da lista e não ${unlisted === 1 ? 'foi apagado' : 'foram apagados'}: confira a lista de novo.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  correct: 'Corrigir os dados',
  correctLead: 'Salvar a correção',
  correctionSaved: (fields: string) => (fields ? `Corrigido: ${fields}.` : 'Nada mudou.'),
  corrected: 'Corrigido',
  checkField: 'Confira este campo.',
};
