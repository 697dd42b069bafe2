/**
 * The server's answer to the privacy page's request form sent without JavaScript, as the page
 * carries it: a feature of its own, so the entry reads it without the form's code.
 */
export {
  PrivacyRequestAnswerProvider,
  readPrivacyRequestAnswer,
  usePrivacyRequestAnswer,
} from './privacy-request-answer';
