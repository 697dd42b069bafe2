/**
 * The browser's side of a passkey (decision 450): the server's options handed to
 * @simplewebauthn/browser, whose answer goes back to the server. Loaded when a passkey is
 * used, not with the sign-in form. A ceremony the person cancels (or a device without a
 * passkey) is told as `passkey_cancelled`, in the contract's words.
 */
import { type PasskeyOptionsAnswer, passkeyOptionsAnswer } from '@contract/inbox-api';
import type { z } from 'zod';
import { InboxApiError, inboxRequest } from '../api/request';

type Post = <Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  body: unknown,
) => Promise<z.infer<Schema>>;

/** A public route's POST (no session yet). */
export const publicPost: Post = (url, schema, body) =>
  inboxRequest(url, schema, { method: 'POST', body });

const cancelled = () => new InboxApiError(400, 'passkey_cancelled', {});

async function answerOf(kind: 'create' | 'get', { options }: PasskeyOptionsAnswer) {
  const browser = await import('@simplewebauthn/browser');
  try {
    return kind === 'create'
      ? await browser.startRegistration({ optionsJSON: options as never })
      : await browser.startAuthentication({ optionsJSON: options as never });
  } catch {
    throw cancelled();
  }
}

/** Creates a passkey: options from `optionsUrl`, the answer to `verifyUrl`. */
export async function createPasskey<Schema extends z.ZodType>(
  post: Post,
  {
    optionsUrl,
    verifyUrl,
    body,
    schema,
  }: {
    optionsUrl: string;
    verifyUrl: string;
    body: Record<string, unknown>;
    schema: Schema;
  },
): Promise<z.infer<Schema>> {
  const ceremony = await post(optionsUrl, passkeyOptionsAnswer, body);
  const response = await answerOf('create', ceremony);
  return post(verifyUrl, schema, { challenge: ceremony.challenge, response });
}

/** Signs in with a passkey alone. */
export async function signInWithPasskey<Schema extends z.ZodType>(
  schema: Schema,
): Promise<z.infer<Schema>> {
  const ceremony = await publicPost('/api/inbox/passkey/options', passkeyOptionsAnswer, {});
  const response = await answerOf('get', ceremony);
  return publicPost('/api/inbox/passkey/sign-in', schema, {
    challenge: ceremony.challenge,
    response,
  });
}
