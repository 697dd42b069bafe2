import { defineTexts } from '@/i18n/texts';
import { en } from './en';
import { pt } from './pt';

/** The texts every inbox screen shares (src/i18n/texts.ts: one shape for every text). */
export const inboxTexts = defineTexts({ pt, en });
