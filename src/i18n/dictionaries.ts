import type { Dictionary } from './dictionary';
import { en } from './en';
import type { Language } from './languages';
import { pt } from './pt';
import { published } from './published';

/** With the page's published texts (decision 401). */
export const dictionaries: Record<Language, Dictionary> = published('t', { pt, en });
