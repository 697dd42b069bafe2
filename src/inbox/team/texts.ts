import { defineTexts } from '@/i18n/texts';
import { en } from './en';
import { pt } from './pt';

export const teamTexts = defineTexts({ pt, en });
