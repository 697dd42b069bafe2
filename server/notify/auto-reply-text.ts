/**
 * The confirmation e-mail a visitor receives after sending the form, in the form's language.
 * The promise of when we call is stated here, once per language; the phone and brand come
 * from src/content/site.ts.
 */
import type { Language } from '@contract/languages';

export interface AutoReplyText {
  subject: (brand: string) => string;
  greeting: (firstName: string) => string;
  received: (brand: string) => string;
  subjectLabel: string;
  messageLabel: string;
  /** When we will call: a business-hours promise. */
  callBack: (visitorPhone: string) => string;
  callUs: string;
  notYou: (privacyEmail: string) => string;
  signature: (brand: string) => string;
}

export const autoReplyText: Record<Language, AutoReplyText> = {
  pt: {
    subject: (brand) => `Recebemos a sua mensagem — ${brand}`,
    greeting: (firstName) => `Olá, ${firstName}!`,
    received: (brand) => `Obrigado por escrever para a ${brand}. Recebemos o seu pedido:`,
    subjectLabel: 'Assunto',
    messageLabel: 'Mensagem',
    callBack: (visitorPhone) =>
      `Um consultor vai ligar para você em até um dia útil (de segunda a sexta, das 9h às ` +
      `18h, horário de Brasília) no número que você informou: ${visitorPhone}.`,
    callUs: 'Se preferir falar antes, ligue para nós:',
    notYou: (privacyEmail) =>
      `Não foi você quem enviou? Escreva para ${privacyEmail} e apagaremos estes dados.`,
    signature: (brand) => `Equipe ${brand}`,
  },
  en: {
    subject: (brand) => `We received your message — ${brand}`,
    greeting: (firstName) => `Hello ${firstName},`,
    received: (brand) => `Thank you for writing to ${brand}. We received your request:`,
    subjectLabel: 'Subject',
    messageLabel: 'Message',
    callBack: (visitorPhone) =>
      `A consultant will call you within one business day (Monday to Friday, 9 am to 6 pm ` +
      `Brasília time) on the number you gave us: ${visitorPhone}.`,
    callUs: 'If you would rather talk sooner, call us:',
    notYou: (privacyEmail) =>
      `Did not send this? Write to ${privacyEmail} and we will delete this data.`,
    signature: (brand) => `The ${brand} team`,
  },
};
