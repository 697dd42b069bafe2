/**
 * A new inbox session for an account that has just proved itself some way other than its
 * password (a reset link, the set-up link): the cookie set, the answer the sign-in gives.
 */
import type { SessionAnswer } from '@contract/inbox-api';
import { describeDevice } from '@server/accounts/devices';
import { type CookieSecurity, setSessionCookie } from '@server/accounts/session-cookie';
import { createSession, purgeExpiredSessions } from '@server/accounts/sessions';
import { markSignedIn, type User } from '@server/accounts/users';
import type { DatabaseSchema } from '@server/db/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

export async function startSession(
  db: Kysely<DatabaseSchema>,
  {
    request,
    reply,
    cookies,
  }: { request: FastifyRequest; reply: FastifyReply; cookies: CookieSecurity },
  user: User,
): Promise<SessionAnswer> {
  await purgeExpiredSessions(db);
  const { token, csrfToken } = await createSession(
    db,
    user.id,
    describeDevice(request.headers['user-agent']),
  );
  await markSignedIn(db, user.id);
  setSessionCookie(request, reply, token, cookies);
  return {
    user: { id: user.id, email: user.email, name: user.name, roles: user.roles },
    csrfToken,
  };
}
