/**
 * A lead's e-mail and phone as links that act: mailto:, tel: and WhatsApp (wa.me/<digits>,
 * which wants the number with its country code: a Brazilian number written without one, 10 or
 * 11 digits with its area code, gets 55).
 */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

export const mailtoHref = (email: string) => `mailto:${email.trim()}`;

/** tel: with the digits, and the + of an international number kept. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${digitsOf(phone)}`;
}

/** The WhatsApp link, or null when the phone has too few digits to be one. */
export function whatsappHref(phone: string): string | null {
  let digits = digitsOf(phone).replace(/^00/, '');
  if (digits.length < 10) return null;
  if (!phone.trim().startsWith('+') && (digits.length === 10 || digits.length === 11)) {
    digits = `55${digits.replace(/^0/, '')}`;
  }
  return `https://wa.me/${digits}`;
}
