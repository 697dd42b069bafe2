/**
 * One lead's page (its fields, status, notes, notifications, erasure), in Portuguese (the
 * source; en.ts is typed against it). A form's message names what to do, not only what is wrong.
 */
import type { AttributionKey } from '@contract/attribution';
import { nextStepMaxLength, noteMaxLength } from '@contract/inbox-api';
import { notificationChannelLabels } from '@contract/notification-channels';

export const pt = {
  back: 'Voltar à lista',
  /** In place of the erase form, for roles without privacy (decision 371). */
  eraseIsForPrivacy:
    'Apagar os dados de uma pessoa cabe a quem tem o papel Privacidade ou Administração.',
  /** Previous and next lead of the view the person came from. */
  neighbours: 'Contatos desta lista',
  previous: (name: string) => `Anterior: ${name}`,
  next: (name: string) => `Próximo: ${name}`,
  fields: 'Dados do contato',
  attribution: 'Origem da visita',
  attributionLabels: {
    source: 'Origem',
    medium: 'Meio',
    campaign: 'Campanha',
    term: 'Termo',
    content: 'Conteúdo',
    referrer: 'Site de origem',
    landingPage: 'Página de entrada',
  } satisfies Record<AttributionKey, string>,
  email: 'E-mail',
  phone: 'Telefone',
  whatsapp: 'Abrir no WhatsApp',
  company: 'Empresa',
  cnpj: 'CNPJ',
  /** LGPD proof. */
  lgpd: 'LGPD',
  legalBasis: 'Base legal',
  privacyNotice: 'Aviso de privacidade mostrado',
  privacyNoticeUnknown: 'Não registrado',
  recordedAt: 'Registrado em',
  language: 'Idioma',
  subject: 'Assunto',
  message: 'Mensagem',
  page: 'Página de origem',
  receivedAt: 'Recebido em',
  status: 'Estado',
  changeStatus: 'Mudar o estado para',
  lastChange: (who: string, when: string) => `Alterado por ${who} em ${when}`,
  statusSaved: 'Estado salvo.',
  currentState: (status: string) => `Estado atual: ${status}.`,
  /** Before the reason of a failed change. */
  statusNotSaved: 'O estado não foi alterado.',
  nextStep: 'Próximo passo',
  nextStepDay: 'Data',
  nextStepText: 'O que fazer',
  saveNextStep: 'Salvar próximo passo',
  clearNextStep: 'Remover próximo passo',
  nextStepSaved: 'Próximo passo salvo.',
  nextStepCleared: 'Próximo passo removido.',
  nextStepNone: 'Nenhum próximo passo marcado.',
  nextStepDayInvalid: 'Informe a data como dd/mm/aaaa, por exemplo 25/12/2026.',
  nextStepTextTooLong: `Use no máximo ${nextStepMaxLength} caracteres.`,
  /** Before the reason of a failed save. */
  nextStepNotSaved: 'O próximo passo não foi salvo.',
  respondBy: (when: string) => `Primeira resposta até ${when}`,
  notes: 'Notas',
  noNotes: 'Nenhuma nota ainda.',
  newNote: 'Nova nota',
  addNote: 'Adicionar nota',
  noteRequired: 'Escreva a nota antes de adicioná-la.',
  noteTooLong: `A nota tem no máximo ${noteMaxLength.toLocaleString('pt-BR')} caracteres: encurte o texto ou divida-o em duas notas.`,
  noteCount: (used: string, max: string) => `${used} de ${max} caracteres`,
  /** Before the reason of a failed save. */
  editNote: 'Editar',
  /** The edit button's accessible name, naming the note by its time. */
  editNoteOf: (when: string) => `Editar a nota de ${when}`,
  editNoteLabel: 'Texto da nota',
  saveNote: 'Salvar nota',
  cancelEdit: 'Cancelar',
  noteEdited: (when: string) => `editada em ${when}`,
  noteSaved: 'Nota salva.',
  noteEditHint: (minutes: number) =>
    `Você pode editar suas notas nos ${minutes} minutos depois de escrevê-las.`,
  noteNotSaved: 'A nota não foi salva e o texto continua no campo.',
  deliveries: 'Notificações',
  noDeliveries: 'Nenhuma notificação para este contato.',
  channels: notificationChannelLabels('pt'),
  delivered: (when: string) => `Entregue em ${when}`,
  pending: (attempts: number, next: string | null) =>
    `Pendente (${attempts} ${attempts === 1 ? 'tentativa' : 'tentativas'})${next ? `, próxima em ${next}` : ''}`,
  failed: (attempts: number, error: string, next: string | null) =>
    `Falhou após ${attempts} ${attempts === 1 ? 'tentativa' : 'tentativas'}: ${error}${next ? `. Próxima em ${next}` : '. Não será tentada de novo até você clicar em Enviar de novo'}`,
  skippedRecipientLimit: (when: string) =>
    `Não enviada em ${when}: este endereço já recebeu uma confirmação nas últimas horas (limite por endereço)`,
  skippedSpam: (when: string) => `Retida em ${when}: o contato está no Spam. "Não é spam" a envia.`,
  channelOff: 'Canal desligado neste servidor',
  sendAgain: 'Enviar de novo',
  resent: 'Notificação recolocada na fila.',
  spam: {
    heading: 'Spam',
    inFolder: 'Este contato está na pasta Spam: fora das outras visões, sem notificações.',
    why: 'Por quê:',
    notInFolder:
      'Se for spam, ele sai de todas as visões e as notificações ainda não enviadas ficam retidas.',
    mark: 'Marcar como spam',
    notSpam: 'Não é spam',
    marked: 'Movido para a pasta Spam.',
    cleared: 'Tirado do Spam: as notificações retidas serão enviadas agora.',
    notSaved: 'Não foi possível mudar.',
  },
  erase: 'Apagar os dados desta pessoa',
  eraseExplain:
    'Apaga todos os contatos com este e-mail, suas notas e notificações. Não pode ser desfeito. Digite o e-mail do contato para confirmar.',
  eraseConfirmLabel: 'E-mail do contato',
  eraseRequired: 'Digite o e-mail do contato para confirmar.',
  eraseConfirm: 'Apagar definitivamente',
  cancel: 'Cancelar',
};
