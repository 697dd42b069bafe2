import type { ContactValidationMessages } from '@contract/validation-messages';

/**
 * Texts of the contact page, its form and its toasts (Portuguese, the source), read with
 * `useContactT()` from src/i18n/contact-dictionary.ts.
 * `{name}` marks where a value (phone, e-mail link) is put in by `interpolate`.
 */
export const contact = {
  heading: 'Ligamos para você',
  text: 'Deixe seus dados e um especialista entra em contato para entender a sua operação.',
  /** Under the banner text, for those who would rather talk now. */
  callPrompt: 'Prefere conversar agora? Ligue para {phone}.',
  /** The page's answer to the form sent without JavaScript (the server's, issue 27.3). */
  answer: {
    sendAnother: 'Enviar outra mensagem',
    'rate-limited':
      'Recebemos muitas mensagens deste endereço. Tente de novo daqui a pouco ou ligue para {phone}.',
    unavailable:
      'Não conseguimos registrar a sua mensagem agora. Tente de novo em instantes ou ligue para {phone}.',
  },
  form: {
    title: 'Fale com um especialista',
    requiredNote: 'Empresa e CNPJ são opcionais; os demais campos são obrigatórios.',
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
    /** Shown if the form's code cannot be downloaded. */
    loadFailed:
      'Não foi possível carregar o formulário. Recarregue a página ou ligue para {phone}.',
    /** The label bots see on the honeypot field; people never do. */
    honeypotLabel: 'Não preencha este campo',
    /** A field the server refused for a reason the form does not know. */
    serverRejected: 'Confira este campo.',
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
  /** docs/product.md §4 and §8: 'formulario.sucesso.*' and 'formulario.erro.*'. */
  toasts: {
    success: {
      title: 'Mensagem enviada!',
      description: 'Entraremos em contato em breve.',
    },
    error: {
      title: 'Ops! Algo deu errado.',
      description:
        'Houve um problema com a sua solicitação. Vamos tentar resolvê-lo o mais rápido possível.',
    },
  },
  /** What happens to the data and how to have it deleted (LGPD). */
  privacy:
    'Usamos seus dados apenas para responder a este contato e apresentar nossas soluções; não os vendemos nem os repassamos a terceiros. Para consultar, corrigir ou excluir seus dados, escreva para {email} (LGPD, Lei nº 13.709/2018). Saiba mais no {notice}.',
  /** With a CRM on (decision 250): it is named as the operator that also holds the data. */
  privacyWithCrm:
    'Usamos seus dados apenas para responder a este contato e apresentar nossas soluções; não os vendemos. Eles são registrados também no {crm}, o sistema de relacionamento com clientes que usamos, que os trata só por nossa conta (operador, LGPD). Para consultar, corrigir ou excluir seus dados, escreva para {email} (LGPD, Lei nº 13.709/2018). Saiba mais no {notice}.',
  and: 'e',
  privacyNoticeLink: 'aviso de privacidade',
};
