/** The English dictionary; its type is the Portuguese one, so a missing or extra key fails the type check. */
import type { Dictionary } from '@/i18n/dictionary';
import { about } from './about';
import { home } from './home';
import { layout } from './layout';
import { meta } from './meta';
import { notFound } from './not-found';

export const en: Dictionary = { meta, layout, notFound, home, about };
