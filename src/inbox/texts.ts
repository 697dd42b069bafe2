/** Every text of the sales inbox, in Portuguese and English (typed: both must say the same). */
import type { AttributionKey } from '@contract/attribution';
import type { LeadStatus } from '@contract/inbox-api';
import type { Language } from '@contract/languages';

interface InboxTexts {
  title: string;
  languageLabel: string;
  languageNames: Record<Language, string>;
  signIn: {
    heading: string;
    email: string;
    password: string;
    submit: string;
    submitting: string;
    required: string;
    /** The lockout with the server's retry time (the contract's text says a fixed 15 minutes). */
    locked: (minutes: number) => string;
  };
  signedInAs: string;
  signOut: string;
  loading: string;
  list: {
    heading: string;
    search: string;
    status: string;
    anyStatus: string;
    from: string;
    to: string;
    language: string;
    anyLanguage: string;
    apply: string;
    clear: string;
    exportCsv: string;
    loadMore: string;
    empty: string;
    date: string;
    name: string;
    contact: string;
    phone: string;
    source: string;
    campaign: string;
    open: (name: string) => string;
  };
  statuses: Record<LeadStatus, string>;
  lead: {
    back: string;
    fields: string;
    email: string;
    phone: string;
    language: string;
    subject: string;
    message: string;
    page: string;
    attribution: string;
    attributionLabels: Record<AttributionKey, string>;
    receivedAt: string;
    status: string;
    changeStatus: string;
    saveStatus: string;
    lastChange: (who: string, when: string) => string;
    statusSaved: string;
    currentState: (status: string) => string;
    notes: string;
    noNotes: string;
    newNote: string;
    addNote: string;
    deliveries: string;
    noDeliveries: string;
    channels: Record<'email' | 'webhook' | 'auto_reply', string>;
    delivered: (when: string) => string;
    pending: (attempts: number, next: string | null) => string;
    failed: (attempts: number, error: string, next: string | null) => string;
    channelOff: string;
    sendAgain: string;
    resent: string;
    erase: string;
    eraseExplain: string;
    eraseConfirmLabel: string;
    eraseConfirm: string;
    cancel: string;
  };
}

export const inboxTexts: Record<Language, InboxTexts> = {
  pt: {
    title: 'Caixa de contatos',
    languageLabel: 'Idioma',
    languageNames: { pt: 'Português', en: 'English' },
    signIn: {
      heading: 'Entrar na caixa de contatos',
      email: 'E-mail',
      password: 'Senha',
      submit: 'Entrar',
      submitting: 'Entrando…',
      required: 'Preencha o e-mail e a senha.',
      locked: (minutes) =>
        `Muitas tentativas de entrar. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    },
    signedInAs: 'Conectado como',
    signOut: 'Sair',
    loading: 'Carregando…',
    list: {
      heading: 'Contatos',
      search: 'Buscar (nome, e-mail, telefone ou mensagem)',
      status: 'Estado',
      anyStatus: 'Todos os estados',
      from: 'De',
      to: 'Até',
      language: 'Idioma',
      anyLanguage: 'Todos os idiomas',
      apply: 'Filtrar',
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
      open: (name) => `Abrir ${name}`,
    },
    statuses: {
      new: 'Novo',
      contacted: 'Contatado',
      qualified: 'Qualificado',
      won: 'Ganho',
      lost: 'Perdido',
      spam: 'Spam',
    },
    lead: {
      back: 'Voltar à lista',
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
      },
      email: 'E-mail',
      phone: 'Telefone',
      language: 'Idioma',
      subject: 'Assunto',
      message: 'Mensagem',
      page: 'Página de origem',
      receivedAt: 'Recebido em',
      status: 'Estado',
      changeStatus: 'Novo estado',
      saveStatus: 'Salvar estado',
      lastChange: (who, when) => `Alterado por ${who} em ${when}`,
      statusSaved: 'Estado salvo.',
      currentState: (status) => `Estado atual: ${status}.`,
      notes: 'Notas',
      noNotes: 'Nenhuma nota ainda.',
      newNote: 'Nova nota',
      addNote: 'Adicionar nota',
      deliveries: 'Notificações',
      noDeliveries: 'Nenhuma notificação para este contato.',
      channels: { email: 'E-mail à equipe', webhook: 'Webhook', auto_reply: 'Resposta automática' },
      delivered: (when) => `Entregue em ${when}`,
      pending: (attempts, next) =>
        `Pendente (${attempts} ${attempts === 1 ? 'tentativa' : 'tentativas'})${next ? `, próxima em ${next}` : ''}`,
      failed: (attempts, error, next) =>
        `Falhou após ${attempts} ${attempts === 1 ? 'tentativa' : 'tentativas'}: ${error}${next ? `. Próxima em ${next}` : ''}`,
      channelOff: 'Canal desligado neste servidor',
      sendAgain: 'Enviar de novo',
      resent: 'Notificação recolocada na fila.',
      erase: 'Apagar os dados desta pessoa',
      eraseExplain:
        'Apaga todos os contatos com este e-mail, suas notas e notificações. Não pode ser desfeito. Digite o e-mail do contato para confirmar.',
      eraseConfirmLabel: 'E-mail do contato',
      eraseConfirm: 'Apagar definitivamente',
      cancel: 'Cancelar',
    },
  },
  en: {
    title: 'Sales inbox',
    languageLabel: 'Language',
    languageNames: { pt: 'Português', en: 'English' },
    signIn: {
      heading: 'Sign in to the sales inbox',
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
      required: 'Fill in the e-mail and the password.',
      locked: (minutes) =>
        `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    },
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
    loading: 'Loading…',
    list: {
      heading: 'Leads',
      search: 'Search (name, e-mail, phone or message)',
      status: 'Status',
      anyStatus: 'Any status',
      from: 'From',
      to: 'To',
      language: 'Language',
      anyLanguage: 'Any language',
      apply: 'Filter',
      clear: 'Clear filters',
      exportCsv: 'Export CSV',
      loadMore: 'Load more',
      empty: 'No leads found.',
      date: 'Date',
      name: 'Name',
      contact: 'E-mail',
      phone: 'Phone',
      source: 'Source',
      campaign: 'Campaign',
      open: (name) => `Open ${name}`,
    },
    statuses: {
      new: 'New',
      contacted: 'Contacted',
      qualified: 'Qualified',
      won: 'Won',
      lost: 'Lost',
      spam: 'Spam',
    },
    lead: {
      back: 'Back to the list',
      fields: 'Lead details',
      attribution: 'Where the visit came from',
      attributionLabels: {
        source: 'Source',
        medium: 'Medium',
        campaign: 'Campaign',
        term: 'Term',
        content: 'Content',
        referrer: 'Referring site',
        landingPage: 'Landing page',
      },
      email: 'E-mail',
      phone: 'Phone',
      language: 'Language',
      subject: 'Subject',
      message: 'Message',
      page: 'Sent from page',
      receivedAt: 'Received',
      status: 'Status',
      changeStatus: 'New status',
      saveStatus: 'Save status',
      lastChange: (who, when) => `Changed by ${who} on ${when}`,
      statusSaved: 'Status saved.',
      currentState: (status) => `Current status: ${status}.`,
      notes: 'Notes',
      noNotes: 'No notes yet.',
      newNote: 'New note',
      addNote: 'Add note',
      deliveries: 'Notifications',
      noDeliveries: 'No notifications for this lead.',
      channels: { email: 'E-mail to the team', webhook: 'Webhook', auto_reply: 'Auto-reply' },
      delivered: (when) => `Delivered on ${when}`,
      pending: (attempts, next) =>
        `Pending (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})${next ? `, next at ${next}` : ''}`,
      failed: (attempts, error, next) =>
        `Failed after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}: ${error}${next ? `. Next at ${next}` : ''}`,
      channelOff: 'Channel off on this server',
      sendAgain: 'Send again',
      resent: 'Notification queued again.',
      erase: "Erase this person's data",
      eraseExplain:
        "Erases every lead with this e-mail address, their notes and notifications. This cannot be undone. Type the lead's e-mail to confirm.",
      eraseConfirmLabel: "Lead's e-mail",
      eraseConfirm: 'Erase for good',
      cancel: 'Cancel',
    },
  },
};
