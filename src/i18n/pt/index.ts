/**
 * The Portuguese dictionary: the source of truth for every key.
 * Each area of the site keeps its texts in its own file beside this one. The contact page's
 * texts (contact.ts) are loaded with that page only, in its language only, through
 * `useContactT()`; the form's (contact-form.ts) with the form, through `useContactFormT()`.
 */
import { about } from './about';
import { home } from './home';
import { layout } from './layout';
import { meta } from './meta';
import { notFound } from './not-found';

export const pt = { meta, layout, notFound, home, about };
