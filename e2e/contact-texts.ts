/**
 * The contact form's visible texts as a visitor reads them (docs/product.md §4, §5): what the
 * browser journeys (contact-helpers.ts) and the component lane's form tests look for, kept in
 * one place so the two cannot drift apart. Typed here, not read from the dictionaries, so a
 * changed text fails a test instead of passing unseen.
 */
export const texts = {
  pt: {
    path: '/contact',
    labels: {
      firstName: 'Nome',
      lastName: 'Sobrenome',
      email: 'E-mail',
      phone: 'Telefone',
      message: 'Mensagem',
    },
    submit: 'Enviar',
    sending: 'carregando ...',
    success: { title: 'Mensagem enviada!', description: 'Entraremos em contato em breve.' },
    error: {
      title: 'Ops! Algo deu errado.',
      description:
        'Houve um problema com a sua solicitação. Vamos tentar resolvê-lo o mais rápido possível.',
    },
    messages: {
      firstName: 'O nome deve ter pelo menos 2 caracteres',
      lastName: 'O sobrenome deve ter pelo menos 2 caracteres',
      email: 'E-mail inválido',
      phone: 'Seu telefone deve ter pelo menos 11 caracteres',
      message: 'Obrigatório',
    },
    notifications: 'Notificações (F8)',
    closeToast: 'Fechar notificação',
    /** The optional fields (company, CNPJ), and the CNPJ's message. */
    company: {
      label: 'Empresa (opcional)',
      cnpjLabel: 'CNPJ (opcional)',
      invalid: 'CNPJ inválido: confira os 14 caracteres',
    },
  },
  en: {
    path: '/en/contact',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
    },
    submit: 'Send',
    sending: 'loading ...',
    success: { title: 'Message sent!', description: 'We will contact you soon.' },
    error: {
      title: 'Uh oh! Something went wrong.',
      description:
        'There was a problem with your request. We will try to resolve it as soon as possible.',
    },
    messages: {
      firstName: 'Name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Invalid e-mail',
      phone: 'Your phone must be at least 11 characters',
      message: 'Required',
    },
    notifications: 'Notifications (F8)',
    closeToast: 'Close notification',
    company: { label: 'Company (optional)', cnpjLabel: 'CNPJ (optional)', invalid: 'Invalid CNPJ' },
  },
} as const;

export type Language = keyof typeof texts;
export type FieldName = keyof (typeof texts)['pt']['labels'];
export const fieldNames: FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'message'];
