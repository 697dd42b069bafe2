/**
 * The Portuguese dictionary: the source of truth for every key.
 * Each area of the site keeps its texts in its own file beside this one.
 */
import { about } from './about';
import { contact } from './contact';
import { home } from './home';
import { layout } from './layout';
import { meta } from './meta';
import { notFound } from './not-found';

export const pt = { meta, layout, notFound, home, about, contact };
