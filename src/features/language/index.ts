/** The language switch, the public entry of this feature. */
export { LanguageSwitch } from './LanguageSwitch';
