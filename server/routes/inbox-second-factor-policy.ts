/**
 * Which roles must hold a second factor (decision 450): GET and POST
 * /api/inbox/accounts/second-factor-policy, for admins. A change applies at each person's next
 * sign-in: a session already open stays until it ends.
 */
import { secondFactorPolicy } from '@contract/inbox-api';
import { requiredRoles, setRequiredRoles } from '@server/accounts/second-factor-policy';
import type { DatabaseSchema } from '@server/db/schema';
import { parameterErrors } from '@server/leads/lead-query';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sessionOf } from './inbox-guard';

const access = { config: { access: 'accounts:manage' as const } };

export async function inboxSecondFactorPolicyRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<DatabaseSchema> },
) {
  const path = '/api/inbox/accounts/second-factor-policy';
  app.get(path, access, async () =>
    secondFactorPolicy.parse({ requiredRoles: await requiredRoles(db) }),
  );

  app.post(path, access, async (request, reply) => {
    const body = secondFactorPolicy.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: parameterErrors(body.error) });
    }
    const { user } = sessionOf(request);
    await setRequiredRoles(db, { id: user.id, email: user.email }, body.data.requiredRoles);
    return secondFactorPolicy.parse({ requiredRoles: await requiredRoles(db) });
  });
}
