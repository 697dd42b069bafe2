/**
 * The server's answer to the privacy page's request form sent without JavaScript, as the page
 * carries it: a feature of its own, so the prerender's entry gives it without the form's code.
 */
export { PrivacyRequestAnswerProvider, usePrivacyRequestAnswer } from './privacy-request-answer';
