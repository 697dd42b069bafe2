/** The list of leads and its filters, in Portuguese (the source; en.ts is typed against it). */
import { searchMaxLength } from '@contract/inbox-api';
import type { FilterProblem } from './list-filter';

export const pt = {
  heading: 'Contatos',
  search: 'Buscar (nome, e-mail, telefone, empresa, CNPJ ou mensagem)',
  status: 'Estado',
  anyStatus: 'Todos os estados',
  from: 'De',
  to: 'Até',
  language: 'Idioma',
  anyLanguage: 'Todos os idiomas',
  apply: 'Filtrar',
  filters: 'Filtros',
  filtersActive: (count: number) => `Filtros (${count} em uso)`,
  clear: 'Limpar filtros',
  exportCsv: 'Exportar CSV',
  loadMore: 'Carregar mais',
  empty: 'Nenhum contato encontrado.',
  date: 'Data',
  name: 'Nome',
  contact: 'E-mail',
  phone: 'Telefone',
  source: 'Origem',
  campaign: 'Campanha',
  owner: 'Responsável',
  nextStep: (day: string, text: string | null) =>
    `Próximo passo: ${day}${text ? ` · ${text}` : ''}`,
  views: {
    label: 'Responsável',
    all: 'Todos',
    me: 'Meus',
    none: 'Sem responsável',
    followUpLabel: 'Acompanhamento',
    anyTime: 'Qualquer data',
    today: 'Para hoje',
    overdue: 'Atrasados',
    folderLabel: 'Pasta',
    inbox: 'Entrada',
    spam: 'Spam',
    /** New leads of the view shown, each person once (two leads of one person are one). */
    newPeople: (shown: string, count: number) =>
      `Novos: ${shown} ${count === 1 ? 'pessoa' : 'pessoas'}`,
  },
  /** Read aloud after the name of a lead nobody has opened yet (shown in bold). */
  unread: 'não lido',
  /** A row in the Spam folder: why it is there. */
  spamBecause: (reasons: string) => `Spam: ${reasons}`,
  takesLeads: 'Receber novos contatos no rodízio',
  takesLeadsHint: 'Os novos contatos são distribuídos, um a um, entre quem marcou esta opção.',
  takesLeadsNotSaved: 'A opção não foi salva.',
  /** Why a filter cannot be used (list-filter.ts); each names what to do. */
  problems: {
    invalidDate: 'Informe uma data válida.',
    toBeforeFrom: 'A data final não pode ser anterior à data inicial.',
    tooLong: `Use no máximo ${searchMaxLength} caracteres.`,
    notAnOption: 'Escolha uma das opções da lista.',
    invalid: 'Verifique este filtro.',
  } satisfies Record<FilterProblem, string>,
};
