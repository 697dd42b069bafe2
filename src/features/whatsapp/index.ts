/** WhatsApp click-to-chat: the public entry of this feature. */
export { WhatsAppLink } from './WhatsAppLink';
