import type { Dictionary } from './dictionary';
import { en } from './en';
import type { Language } from './languages';
import { pt } from './pt';

export const dictionaries: Record<Language, Dictionary> = { pt, en };
