/**
 * The server's answer to the contact form sent without JavaScript, as the page carries it: a
 * feature of its own, so the entry reads it without the form's code.
 */
export {
  answerValues,
  ContactAnswerProvider,
  readContactAnswer,
  useContactAnswer,
} from './contact-answer';
