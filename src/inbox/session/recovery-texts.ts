import { defineTexts } from '@/i18n/texts';
import { en } from './recovery-en';
import { pt } from './recovery-pt';
export const recoveryTexts = defineTexts({ pt, en });
