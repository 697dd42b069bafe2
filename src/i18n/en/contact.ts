import type { Dictionary } from '../dictionary';

export const contact: Dictionary['contact'] = {
  heading: 'We call you',
  text: 'Leave your details and a specialist will get in touch to understand your operation.',
};
