/** Consent for Google Analytics: the public entry of this feature. */
export {
  consentEnabled,
  reportLeadConversion,
  startConsentWhenIdle,
} from './consent-starter';
export { PrivacyPreferencesButton } from './PrivacyPreferencesButton';
