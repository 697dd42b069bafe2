import { defineTexts } from '@/i18n/texts';
import { content as en } from './en';
import { content as pt } from './pt';

export const contentTexts = defineTexts({ pt, en });
