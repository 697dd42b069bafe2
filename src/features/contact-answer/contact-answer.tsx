/**
 * The server's answer to the contact form sent without JavaScript ( * `@contract/contact-form-post`): the prerender's renderer draws the contact page with it, and
 * the page carries it as JSON so that, should its script run, hydration draws the same.
 */
import {
  type ContactFormAnswer,
  type ContactFormValues,
  contactAnswerElementId,
} from '@contract/contact-form-post';
import { createContext, type ReactNode, useContext } from 'react';

const ContactAnswerContext = createContext<ContactFormAnswer | undefined>(undefined);

export function ContactAnswerProvider({
  answer,
  children,
}: {
  answer: ContactFormAnswer | undefined;
  children: ReactNode;
}) {
  return <ContactAnswerContext value={answer}>{children}</ContactAnswerContext>;
}

/** The answer this page was drawn with, if it is the answer to a form POST. */
export function useContactAnswer(): ContactFormAnswer | undefined {
  return useContext(ContactAnswerContext);
}

/** The values to put back in the form: what the visitor sent, when the answer has them. */
export function answerValues(answer: ContactFormAnswer | undefined): ContactFormValues {
  return answer && answer.outcome !== 'sent' ? answer.values : {};
}

const outcomes = new Set(['sent', 'invalid', 'failed']);

/** The answer the server put in the page, or undefined on a prerendered page. */
export function readContactAnswer(): ContactFormAnswer | undefined {
  const text = document.getElementById(contactAnswerElementId)?.textContent;
  if (!text) return undefined;
  try {
    const answer: unknown = JSON.parse(text);
    const outcome = (answer as { outcome?: unknown } | null)?.outcome;
    return typeof outcome === 'string' && outcomes.has(outcome)
      ? (answer as ContactFormAnswer)
      : undefined;
  } catch {
    return undefined;
  }
}
