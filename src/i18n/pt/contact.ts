/**
 * Texts of the contact page around its form (Portuguese, the source), read with `useContactT()`
 * from src/i18n/contact-dictionary.ts; the form's own texts are in contact-form.ts.
 * `{name}` marks where a value (phone, e-mail link) is put in by `interpolate`.
 */
export const contact = {
  heading: 'Ligamos para você',
  text: 'Deixe seus dados e um especialista entra em contato para entender a sua operação.',
  /** Under the banner text, for those who would rather talk now. */
  callPrompt: 'Prefere conversar agora? Ligue para {phone}.',
  /** The page's answer to the form sent without JavaScript (the server's). */
  answer: {
    sendAnother: 'Enviar outra mensagem',
    /** The booking page (decision 474). */
    bookNow: 'Agendar a demonstração agora',
  },
  form: {
    title: 'Fale com um especialista',
    requiredNote: 'Empresa e CNPJ são opcionais; os demais campos são obrigatórios.',
    /** Shown if the form's code cannot be downloaded. */
    loadFailed:
      'Não foi possível carregar o formulário. Recarregue a página ou ligue para {phone}.',
  },
  /** docs/product.md §4 and §8: 'formulario.sucesso.*' and 'formulario.erro.*'. */
  toasts: {
    success: {
      title: 'Mensagem enviada!',
      description: 'Entraremos em contato em breve.',
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
