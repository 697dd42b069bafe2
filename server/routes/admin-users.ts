/**
 * The inbox's accounts for `npm run leads -- users …` while a server holds the embedded
 * database: the CLI cannot open it, so it asks the server through the local socket. Over
 * HTTP these routes answer 404 (requireLocalAdmin): accounts are managed on the machine only.
 */

import { languages } from '@contract/languages';
import { roles } from '@contract/roles';
import {
  AccountError,
  addUser,
  listUsers,
  removeUser,
  resetPassword,
  setUserLanguage,
  setUserRoles,
  type User,
} from '@server/accounts/users';
import { requireLocalAdmin } from '@server/admin/admin-access';
import type { Database } from '@server/db/database';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

const userBody = z.object({
  email: z.string().max(254),
  name: z.string().max(200).optional(),
  password: z.string().max(1024),
  language: z.enum(languages).optional(),
  roles: z.array(z.enum(roles)).min(1).max(roles.length).optional(),
});
const rolesBody = z.object({
  email: z.string().max(254),
  roles: z.array(z.enum(roles)).min(1).max(roles.length),
});
const languageBody = z.object({ email: z.string().max(254), language: z.enum(languages) });
const emailBody = z.object({ email: z.string().max(254) });
const passwordBody = z.object({ email: z.string().max(254), password: z.string().max(1024) });

export const userToJson = (user: User) => ({
  ...user,
  createdAt: user.createdAt.toISOString(),
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
});

const accountStatus: Record<AccountError['code'], number> = {
  invalid_email: 400,
  weak_password: 400,
  email_taken: 409,
  no_such_user: 404,
};

async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return reply
      .code(accountStatus[error.code])
      .send({ error: error.code, message: error.message });
  }
}

export async function adminUsersRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;
  app.addHook('onRequest', requireLocalAdmin);
  const invalid = (reply: FastifyReply) =>
    reply.code(400).send({ error: 'validation', message: 'Malformed request' });

  app.get('/api/admin/users', { config: { access: 'local-socket' } }, async () =>
    (await listUsers(db)).map(userToJson),
  );

  app.post('/api/admin/users', { config: { access: 'local-socket' } }, async (request, reply) => {
    const body = userBody.safeParse(request.body);
    if (!body.success) return invalid(reply);
    return answer(reply, async () => userToJson(await addUser(db, body.data)));
  });

  app.post(
    '/api/admin/users/language',
    { config: { access: 'local-socket' } },
    async (request, reply) => {
      const body = languageBody.safeParse(request.body);
      if (!body.success) return invalid(reply);
      return answer(reply, async () => {
        await setUserLanguage(db, body.data.email, body.data.language);
        return { language: body.data.language };
      });
    },
  );

  app.post(
    '/api/admin/users/roles',
    { config: { access: 'local-socket' } },
    async (request, reply) => {
      const body = rolesBody.safeParse(request.body);
      if (!body.success) return invalid(reply);
      return answer(reply, async () => {
        await setUserRoles(db, body.data.email, body.data.roles);
        return { roles: body.data.roles };
      });
    },
  );

  app.post(
    '/api/admin/users/remove',
    { config: { access: 'local-socket' } },
    async (request, reply) => {
      const body = emailBody.safeParse(request.body);
      if (!body.success) return invalid(reply);
      return answer(reply, async () => {
        await removeUser(db, body.data.email);
        return { removed: true };
      });
    },
  );

  app.post(
    '/api/admin/users/reset-password',
    { config: { access: 'local-socket' } },
    async (request, reply) => {
      const body = passwordBody.safeParse(request.body);
      if (!body.success) return invalid(reply);
      return answer(reply, async () => {
        await resetPassword(db, body.data.email, body.data.password);
        return { reset: true };
      });
    },
  );
}
