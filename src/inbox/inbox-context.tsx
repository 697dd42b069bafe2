/**
 * What every inbox screen needs: the texts of the chosen language, the session and a request
 * function that sends the CSRF token, renews it once on a 403 `csrf`, and on a 401 drops the
 * session so the sign-in form shows in place of the page (whose URL stays, so signing in
 * again returns the person to it).
 */

import { type SessionAnswer, sessionAnswer } from '@contract/inbox-api';
import { inboxErrorMessages } from '@contract/inbox-errors';
import type { Language } from '@contract/languages';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { z } from 'zod';
import { InboxApiError, inboxRequest } from './api';
import { inboxTexts } from './texts';

export type SessionState =
  | { status: 'loading' }
  /** expired: a request met a 401; unavailable: the session could not be checked (outage). */
  | { status: 'signedOut'; expired: boolean; unavailable?: boolean }
  | { status: 'signedIn'; session: SessionAnswer };

type Post = <Schema extends z.ZodType>(
  url: string,
  schema: Schema | null,
  body?: unknown,
) => Promise<z.infer<Schema>>;
type Get = <Schema extends z.ZodType>(url: string, schema: Schema) => Promise<z.infer<Schema>>;

interface InboxContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (typeof inboxTexts)[Language];
  /** The translated text of a failed request. */
  errorText: (error: unknown) => string;
  session: SessionState;
  setSession: (session: SessionState) => void;
  get: Get;
  post: Post;
}

const InboxContext = createContext<InboxContextValue | null>(null);

export function useInbox(): InboxContextValue {
  const value = useContext(InboxContext);
  if (!value) throw new Error('useInbox outside <InboxProvider>');
  return value;
}

interface InboxProviderProps {
  language: Language;
  setLanguage: (language: Language) => void;
  children: ReactNode;
}

export function InboxProvider({ language, setLanguage, children }: InboxProviderProps) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const csrfToken = session.status === 'signedIn' ? session.session.csrfToken : undefined;

  const expireOn401 = useCallback((error: unknown): never => {
    if (error instanceof InboxApiError && error.status === 401) {
      setSession({ status: 'signedOut', expired: true });
    }
    throw error;
  }, []);

  const get = useCallback<Get>(
    (url, schema) => inboxRequest(url, schema).catch(expireOn401),
    [expireOn401],
  );

  const post = useCallback<Post>(
    async (url, schema, body = {}) => {
      try {
        return await inboxRequest(url, schema, { method: 'POST', body, csrfToken });
      } catch (error) {
        if (!(error instanceof InboxApiError && error.code === 'csrf')) return expireOn401(error);
        // The token went stale (a sign-in in another tab): take the current one and retry once.
        const fresh = await inboxRequest('/api/inbox/session', sessionAnswer).catch(expireOn401);
        setSession({ status: 'signedIn', session: fresh });
        return inboxRequest(url, schema, {
          method: 'POST',
          body,
          csrfToken: fresh.csrfToken,
        }).catch(expireOn401);
      }
    },
    [csrfToken, expireOn401],
  );

  const value = useMemo<InboxContextValue>(
    () => ({
      language,
      setLanguage,
      t: inboxTexts[language],
      errorText: (error) => {
        const code = error instanceof InboxApiError ? error.code : 'internal';
        return inboxErrorMessages[code][language];
      },
      session,
      setSession,
      get,
      post,
    }),
    [language, setLanguage, session, get, post],
  );
  return <InboxContext.Provider value={value}>{children}</InboxContext.Provider>;
}
