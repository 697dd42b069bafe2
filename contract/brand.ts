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
   * The sales team's WhatsApp (issue 26.1): the click-to-chat links open `wa.me/<digits>` with a
   * text naming the page. Digits only, country code first, as wa.me wants them.
   */
  whatsapp: {
    display: '(11) 94000-0000',
    digits: '5511940000000',
  },
  /** Where people ask to see, correct or delete their data (LGPD), named under the contact form. */
  privacyEmail: 'privacidade@example.com',
} as const;
