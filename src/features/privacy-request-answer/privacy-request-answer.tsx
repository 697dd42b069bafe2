/**
 * The server's answer to the privacy page's request form sent without JavaScript and refused
 * (`@contract/privacy-request`): the prerender's renderer draws the privacy page
 * with it, and the page carries it as JSON so that, should its script run, hydration draws the
 * same. The contact form's twin is features/contact-answer; unlike it, the browser reads the
 * answer where the form is, not in every page's entry (the home's bytes stay as they were).
 */
import {
  type PrivacyRequestAnswer,
  privacyRequestAnswerElementId,
} from '@contract/privacy-request';
import { createContext, type ReactNode, useContext, useState } from 'react';

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

/**
 * The answer this page was drawn with, if it is the answer to a refused form POST: given by
 * the server's renderer, or read from the page in the browser.
 */
export function usePrivacyRequestAnswer(): PrivacyRequestAnswer | undefined {
  const drawnWith = useContext(PrivacyRequestAnswerContext);
  const [answer] = useState(
    () => drawnWith ?? (typeof document === 'undefined' ? undefined : readPrivacyRequestAnswer()),
  );
  return answer;
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string');

/** The answer the server put in the page, or undefined on a prerendered page. */
function readPrivacyRequestAnswer(): PrivacyRequestAnswer | undefined {
  const text = document.getElementById(privacyRequestAnswerElementId)?.textContent;
  if (!text) return undefined;
  try {
    const answer = JSON.parse(text) as Record<string, unknown> | null;
    if (!isTextRecord(answer?.values)) return undefined;
    if (answer.outcome === 'rate-limited') {
      const seconds = answer.retryAfterSeconds;
      return typeof seconds === 'number' && seconds > 0
        ? { outcome: 'rate-limited', values: answer.values, retryAfterSeconds: seconds }
        : { outcome: 'rate-limited', values: answer.values };
    }
    if (answer.outcome === 'failed') return { outcome: 'failed', values: answer.values };
    return answer.outcome === 'invalid' && isTextRecord(answer.fields)
      ? { outcome: 'invalid', values: answer.values, fields: answer.fields }
      : undefined;
  } catch {
    return undefined;
  }
}
