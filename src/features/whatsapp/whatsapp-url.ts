/**
 * The click-to-chat address WhatsApp documents: `https://wa.me/<number>?text=<text>`, the
 * number in international form with digits only, the text URL-encoded. A plain link: no
 * WhatsApp script or widget, so nothing of a third party loads and the CSP stays `'self'`.
 */
export function whatsappUrl(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
