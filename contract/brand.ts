/**
 * The brand and the ways to reach the company: what the site shows and what the server's
 * e-mails sign with, written once. The values are neutral placeholders: replace them here.
 */
export const brand = {
  brandName: 'Transvia ERP',
  /** Legal name shown in the copyright line. */
  companyName: 'Transvia Sistemas Ltda.',
  phone: {
    /** As printed in the header. */
    display: '(11) 4000-0000',
    /** E.164, used in the `tel:` link. */
    e164: '+551140000000',
  },
  /**
   * The sales team's WhatsApp: the click-to-chat links open `wa.me/<digits>` with a
   * text naming the page. Digits only, country code first, as wa.me wants them.
   */
  whatsapp: {
    display: '(11) 94000-0000',
    digits: '5511940000000',
  },
  /**
   * Who answers for the personal data (LGPD arts. 5, 23 and 41; ANPD Resolution 18/2024): the
   * controller and its data protection officer ("encarregado"), named on the privacy notice.
   */
  controller: {
    legalName: 'Transvia Sistemas Ltda.',
    cnpj: '11.222.333/0001-81',
    address: 'Av. Paulista, 1000, 10º andar, Bela Vista, São Paulo – SP, 01310-100',
  },
  dataProtectionOfficer: {
    name: 'Marina Costa',
    email: 'privacidade@example.com',
  },
  /** Where people ask to see, correct or delete their data (LGPD), named under the contact form. */
  privacyEmail: 'privacidade@example.com',
} as const;
