/**
 * The banner's texts, loaded with the banner (only in a build with Google Analytics) instead
 * of in every page's dictionary.
 */
import { consent as en } from '@/i18n/en/consent';
import { consent as pt } from '@/i18n/pt/consent';
import { defineTexts } from '@/i18n/texts';

export const consentTexts = defineTexts({ pt, en });
