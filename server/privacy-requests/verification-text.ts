/**
 * What the person reads about confirming a privacy request (decision 322): the mail with the
 * link, and the page the link opens, in the request's language. Nothing in either is what
 * the requester typed: anyone may type anyone's address, and the mail goes to that address.
 */
import type { Language } from '@contract/languages';
import type { PrivacyRequestKind } from '@contract/privacy-request';
import type { LinkState } from './verification';

export interface VerificationText {
  locale: string;
  subject: (brand: string) => string;
  greeting: string;
  /** What was asked, in our words. */
  asked: (kind: PrivacyRequestKind) => string;
  confirmBy: (until: string) => string;
  notYou: string;
  signature: (brand: string) => string;
  page: {
    title: string;
    /** The page's heading and paragraph for what the link is worth now. */
    states: Record<LinkState | 'confirmed', { heading: string; body: string }>;
    button: string;
    fileAgain: string;
  };
}

const kindsPt: Record<PrivacyRequestKind, string> = {
  access: 'uma cópia dos dados',
  erasure: 'a exclusão dos dados',
  correction: 'a correção dos dados',
};
const kindsEn: Record<PrivacyRequestKind, string> = {
  access: 'a copy of the data',
  erasure: 'the erasure of the data',
  correction: 'a correction of the data',
};

export const verificationText: Record<Language, VerificationText> = {
  pt: {
    locale: 'pt-BR',
    subject: (brand) => `Confirme o seu pedido sobre os seus dados — ${brand}`,
    greeting: 'Olá!',
    asked: (kind) =>
      `Recebemos pela página de privacidade do nosso site um pedido de ${kindsPt[kind]} ligados a este endereço de e-mail.`,
    confirmBy: (until) =>
      `Para que possamos atendê-lo, confirme que foi você abrindo o link abaixo e tocando em "Confirmar o meu pedido". O link vale uma vez, até ${until}.`,
    notYou:
      'Não foi você? Ignore este e-mail: sem a confirmação, o pedido não é atendido e nada é enviado ou apagado.',
    signature: (brand) => `Equipe ${brand}`,
    page: {
      title: 'Confirmar o pedido',
      states: {
        valid: {
          heading: 'Confirme o seu pedido',
          body: 'Toque no botão para confirmar que o pedido sobre os dados deste e-mail foi feito por você. Depois disso, respondemos em até 15 dias.',
        },
        confirmed: {
          heading: 'Pedido confirmado',
          body: 'Obrigado. Vamos responder no seu e-mail em até 15 dias.',
        },
        verified: {
          heading: 'Este link já foi usado',
          body: 'O pedido já está confirmado; não é preciso fazer mais nada. Vamos responder no seu e-mail em até 15 dias.',
        },
        expired: {
          heading: 'Este link expirou',
          body: 'O prazo para confirmar este pedido terminou, e ele não será atendido. Para pedir de novo, preencha o formulário da página de privacidade: enviaremos um novo link.',
        },
        invalid: {
          heading: 'Este link não é válido',
          body: 'O link está incompleto ou o pedido não existe mais. Confira se copiou o link inteiro do e-mail, ou faça um novo pedido na página de privacidade.',
        },
      },
      button: 'Confirmar o meu pedido',
      fileAgain: 'Fazer um novo pedido',
    },
  },
  en: {
    locale: 'en-GB',
    subject: (brand) => `Confirm your request about your data — ${brand}`,
    greeting: 'Hello,',
    asked: (kind) =>
      `Through the privacy page of our site we received a request for ${kindsEn[kind]} linked to this e-mail address.`,
    confirmBy: (until) =>
      `So that we can act on it, confirm it was you by opening the link below and pressing "Confirm my request". The link works once, until ${until}.`,
    notYou:
      'Was it not you? Ignore this e-mail: without the confirmation the request is not acted on, and nothing is sent or erased.',
    signature: (brand) => `The ${brand} team`,
    page: {
      title: 'Confirm the request',
      states: {
        valid: {
          heading: 'Confirm your request',
          body: 'Press the button to confirm that you made the request about this e-mail address’s data. We then answer within 15 days.',
        },
        confirmed: {
          heading: 'Request confirmed',
          body: 'Thank you. We will answer at your e-mail within 15 days.',
        },
        verified: {
          heading: 'This link has already been used',
          body: 'The request is already confirmed; there is nothing more to do. We will answer at your e-mail within 15 days.',
        },
        expired: {
          heading: 'This link has expired',
          body: 'The time to confirm this request is over, and it will not be acted on. To ask again, fill in the form on the privacy page: we will send a new link.',
        },
        invalid: {
          heading: 'This link is not valid',
          body: 'The link is incomplete or the request no longer exists. Check that you copied the whole link from the e-mail, or make a new request on the privacy page.',
        },
      },
      button: 'Confirm my request',
      fileAgain: 'Make a new request',
    },
  },
};
