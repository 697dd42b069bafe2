import { defineTexts } from '@/i18n/texts';
import { en } from './two-step-en';
import { pt } from './two-step-pt';
export const twoStepTexts = defineTexts({ pt, en });
