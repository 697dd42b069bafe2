import { defineTexts } from '@/i18n/texts';
import { en } from './single-sign-on-en';
import { pt } from './single-sign-on-pt';
export const singleSignOnTeamTexts = defineTexts({ pt, en });
