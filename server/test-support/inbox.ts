/** Accounts and signed-in sessions for the inbox API's tests, through Fastify's inject. */
import { randomBytes } from 'node:crypto';
import { addUser } from '@server/accounts/users';
import type { DatabaseSchema } from '@server/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

export const inboxPassword = 'correct horse battery';

export function anInboxEmail() {
  return `seller.${randomBytes(5).toString('hex')}@example.com`;
}

export async function anInboxUser(db: Kysely<DatabaseSchema>, name = 'Carla Vendas') {
  const email = anInboxEmail();
  const user = await addUser(db, { email, name, password: inboxPassword });
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

export async function signIn(
  app: FastifyInstance,
  { email, password }: { email: string; password: string },
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/inbox/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  }
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] ?? '';
  const { csrfToken } = response.json() as { csrfToken: string };
  return {
    cookie,
    csrfToken,
    read: { cookie },
    write: { cookie, 'x-csrf-token': csrfToken },
  };
}
