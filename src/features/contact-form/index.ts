/** The contact form's public entry: the slot that loads the form, and the phone link beside it. */
export { ContactFormSlot } from './ContactFormSlot';
export { PhoneNumberLink } from './PhoneNumberLink';
