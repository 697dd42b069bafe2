/** WhatsApp click-to-chat (issue 26.1): the public entry of this feature. */
export { WhatsAppLink } from './WhatsAppLink';
