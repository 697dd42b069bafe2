/**
 * The confirmation e-mail a visitor receives after sending the form, in the form's language.
 * It repeats nothing the sender typed (decision 102): anyone may type anyone's address, and
 * a confirmation quoting their words would carry them from our domain to a stranger. The
 * promise of when we call is stated here, once per language; the phone and brand come from
 * src/content/site.ts.
 */
import type { Language } from '@contract/languages';

export interface AutoReplyText {
  subject: (brand: string) => string;
  greeting: string;
  /** `sentAt`: the date and time the form was sent, already formatted in this language. */
  received: (brand: string, sentAt: string) => string;
  /** When we will call: a business-hours promise. */
  callBack: string;
  callUs: string;
  notYou: (privacyEmail: string) => string;
  signature: (brand: string) => string;
  /** BCP 47 locale of the date. */
  locale: string;
}

export const autoReplyText: Record<Language, AutoReplyText> = {
  pt: {
    subject: (brand) => `Recebemos a sua mensagem — ${brand}`,
    greeting: 'Olá!',
    received: (brand, sentAt) =>
      `Obrigado por escrever para a ${brand}. Recebemos a mensagem enviada em ${sentAt} ` +
      'pelo formulário do nosso site.',
    callBack:
      'Um consultor vai ligar para você em até um dia útil (de segunda a sexta, das 9h às ' +
      '18h, horário de Brasília) no número informado no formulário.',
    callUs: 'Se preferir falar antes, ligue para nós:',
    notYou: (privacyEmail) =>
      `Não foi você quem enviou? Escreva para ${privacyEmail} e apagaremos estes dados.`,
    signature: (brand) => `Equipe ${brand}`,
    locale: 'pt-BR',
  },
  en: {
    subject: (brand) => `We received your message — ${brand}`,
    greeting: 'Hello,',
    received: (brand, sentAt) =>
      `Thank you for writing to ${brand}. We received the message sent on ${sentAt} ` +
      'through the form on our site.',
    callBack:
      'A consultant will call you within one business day (Monday to Friday, 9 am to 6 pm ' +
      'Brasília time) on the number given in the form.',
    callUs: 'If you would rather talk sooner, call us:',
    notYou: (privacyEmail) =>
      `Did not send this? Write to ${privacyEmail} and we will delete this data.`,
    signature: (brand) => `The ${brand} team`,
    locale: 'en-GB',
  },
};
