/**
 * The server's answer to the privacy page's request form sent without JavaScript and refused
 * (issue 26.4, `@contract/privacy-request`): the prerender's renderer draws the privacy page
 * with it, and the page carries it as JSON so that, should its script run, hydration draws the
 * same. The contact form's twin is features/contact-answer.
 */
import {
  type PrivacyRequestAnswer,
  privacyRequestAnswerElementId,
} from '@contract/privacy-request';
import { createContext, type ReactNode, useContext } from 'react';

const PrivacyRequestAnswerContext = createContext<PrivacyRequestAnswer | undefined>(undefined);

export function PrivacyRequestAnswerProvider({
  answer,
  children,
}: {
  answer: PrivacyRequestAnswer | undefined;
  children: ReactNode;
}) {
  return <PrivacyRequestAnswerContext value={answer}>{children}</PrivacyRequestAnswerContext>;
}

/** The answer this page was drawn with, if it is the answer to a refused form POST. */
export function usePrivacyRequestAnswer(): PrivacyRequestAnswer | undefined {
  return useContext(PrivacyRequestAnswerContext);
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string');

/** The answer the server put in the page, or undefined on a prerendered page. */
export function readPrivacyRequestAnswer(): PrivacyRequestAnswer | undefined {
  const text = document.getElementById(privacyRequestAnswerElementId)?.textContent;
  if (!text) return undefined;
  try {
    const answer = JSON.parse(text) as Partial<PrivacyRequestAnswer> | null;
    return answer?.outcome === 'invalid' &&
      isTextRecord(answer.values) &&
      isTextRecord(answer.fields)
      ? (answer as PrivacyRequestAnswer)
      : undefined;
  } catch {
    return undefined;
  }
}
