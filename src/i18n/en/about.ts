import type { Dictionary } from '../dictionary';

export const about: Dictionary['about'] = {
  heading: 'About us',
};
