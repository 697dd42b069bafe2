/** Accounts and signed-in sessions for the inbox API's tests, through Fastify's inject. */
import { randomBytes } from 'node:crypto';
import type { Role } from '@contract/roles';
import { nextCode, rememberSecret } from '@contract/test-support/authenticator-app';
import { addUser } from '@server/accounts/users';
import type { DatabaseSchema } from '@server/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

export const inboxPassword = 'correct horse battery';

export function anInboxEmail() {
  return `seller.${randomBytes(5).toString('hex')}@example.com`;
}

/** An account (an admin unless `roles`, as the CLI makes them) with inboxPassword. */
export async function anInboxUser(
  db: Kysely<DatabaseSchema>,
  name = 'Carla Vendas',
  roles?: Role[],
) {
  const email = anInboxEmail();
  const user = await addUser(db, { email, name, password: inboxPassword, roles });
  return { ...user, password: inboxPassword };
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  /** Headers of a GET. */
  read: Record<string, string>;
  /** Headers of a POST: the cookie and the CSRF token. */
  write: Record<string, string>;
}

/**
 * Signs in as the inbox does: the password, then the second step when one is due (decision
 * 450), through the real routes. An account whose roles require a second factor (admins, the
 * default of anInboxUser) sets up an authenticator app at its first sign-in, as its person
 * would, and the tests' app (contract/test-support/authenticator-app.ts) gives its codes.
 */
export async function signIn(
  app: FastifyInstance,
  { email, password }: { email: string; password: string },
): Promise<SignedIn> {
  const post = async (url: string, payload: Record<string, string>) => {
    const response = await app.inject({ method: 'POST', url, payload });
    if (response.statusCode !== 200) {
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response;
  };
  let response = await post('/api/inbox/sign-in', { email, password });
  const step = response.json() as { secondStep?: { challenge: string; enrol: boolean } };
  if (step.secondStep?.enrol) {
    const { challenge } = step.secondStep;
    const setup = (await post('/api/inbox/sign-in/enrol/totp', { challenge })).json() as {
      secret: string;
    };
    rememberSecret(email, setup.secret);
    response = await post('/api/inbox/sign-in/enrol/totp/confirm', {
      challenge,
      code: await nextCode(email),
    });
  } else if (step.secondStep) {
    response = await post('/api/inbox/sign-in/second-step', {
      challenge: step.secondStep.challenge,
      code: await nextCode(email),
    });
  }
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] ?? '';
  const answer = response.json() as { csrfToken?: string; session?: { csrfToken: string } };
  const csrfToken = answer.csrfToken ?? answer.session?.csrfToken ?? '';
  return {
    cookie,
    csrfToken,
    read: { cookie },
    write: { cookie, 'x-csrf-token': csrfToken },
  };
}
