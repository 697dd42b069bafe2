import type { ContactValidationMessages } from '@contract/validation-messages';

/**
 * Texts of the contact form itself (Portuguese, the source), read with `useContactFormT()` from
 * src/i18n/contact-form-dictionary.ts: they travel in the form's chunk, not in the page's first
 * load (docs/decisions/275-a-page-loads-its-own-language.md).
 * `{name}` marks where a value (phone) is put in by `interpolate`.
 */
export const contactForm = {
  form: {
    labels: {
      firstName: 'Nome',
      lastName: 'Sobrenome',
      email: 'E-mail',
      phone: 'Telefone',
      message: 'Mensagem',
      company: 'Empresa (opcional)',
      cnpj: 'CNPJ (opcional)',
    },
    hints: {
      phone: 'Com DDD, por exemplo (11) 99999-8888.',
      message: 'Conte um pouco sobre a sua operação e o que você procura.',
    },
    submit: 'Enviar',
    /** The submit button while the request is on its way (docs/product.md §4). */
    sending: 'carregando ...',
    /** Read by screen readers while the form's code loads. */
    loading: 'Carregando o formulário…',
    /** The label bots see on the honeypot field; people never do. */
    honeypotLabel: 'Não preencha este campo',
    /** A field the server refused for a reason the form does not know. */
    serverRejected: 'Confira este campo.',
  },
  /**
   * Above the form when the server did not take it (its answer without script, or its JSON
   * answer): why, when to try again ({when}: "em 52 segundos", from Retry-After) and the other
   * ways to reach us now (decision 321). What was typed stays in the form.
   */
  answer: {
    'rate-limited':
      'Recebemos muitas mensagens seguidas deste endereço, e esta não foi registrada. Você pode enviá-la de novo {when}: o que você escreveu continua aqui. Se preferir, fale conosco agora pelo telefone {phone} ou pelo WhatsApp {whatsapp}.',
    unavailable:
      'Nosso sistema está fora do ar por um instante, e a sua mensagem não foi registrada. Tente de novo {when}: o que você escreveu continua aqui. Se preferir, fale conosco pelo telefone {phone} ou pelo WhatsApp {whatsapp}.',
    'cross-site':
      'Este formulário foi enviado a partir de outro site, e por isso não foi registrado. Se você quer falar conosco, preencha-o aqui, ligue para {phone} ou chame no WhatsApp {whatsapp}.',
    /** {when} without a Retry-After. */
    soon: 'daqui a pouco',
  },
  /** Validation messages of docs/product.md §5, in Portuguese. */
  validation: {
    firstNameMin: 'O nome deve ter pelo menos 2 caracteres',
    lastNameMin: 'O sobrenome deve ter pelo menos 2 caracteres',
    email: 'E-mail inválido',
    phoneMin: 'Seu telefone deve ter pelo menos 11 caracteres',
    phoneDigits: 'Informe o telefone com DDD',
    messageRequired: 'Obrigatório',
    tooLong: 'Texto longo demais',
    cnpj: 'CNPJ inválido: confira os 14 caracteres',
  } satisfies ContactValidationMessages,
  toasts: {
    error: {
      title: 'Ops! Algo deu errado.',
      description:
        'Houve um problema com a sua solicitação. Vamos tentar resolvê-lo o mais rápido possível.',
    },
  },
};
