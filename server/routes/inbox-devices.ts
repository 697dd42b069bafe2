/**
 * A person's own signed-in devices (decision 375): the list, ending one, ending every other.
 * Any signed-in account, for its own sessions only.
 */
import { devicesAnswer } from '@contract/inbox-api';
import { endDevice, endOtherDevices, listDevices } from '@server/accounts/devices';
import type { SessionLifetimes } from '@server/accounts/sessions';
import type { AuditActor } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sessionOf } from './inbox-guard';

export interface InboxDevicesOptions {
  db: Kysely<DatabaseSchema>;
  actorOf: (request: FastifyRequest) => AuditActor;
  lifetimes?: SessionLifetimes;
}

const params = z.object({ id: z.uuid() });
const access = { config: { access: 'signed-in' as const } };

export async function inboxDevicesRoutes(app: FastifyInstance, options: InboxDevicesOptions) {
  const { db, actorOf } = options;

  app.get('/api/inbox/devices', access, async (request) => {
    const { user, sessionId } = sessionOf(request);
    return devicesAnswer.parse({
      devices: await listDevices(db, user.id, sessionId, options.lifetimes),
    });
  });

  app.post('/api/inbox/devices/:id/end', access, async (request, reply) => {
    const id = params.safeParse(request.params);
    if (!id.success || !(await endDevice(db, actorOf(request), id.data.id))) {
      return reply.code(404).send({ error: 'no_such_device' });
    }
    return reply.code(204).send();
  });

  app.post('/api/inbox/devices/end-others', access, async (request) => {
    const { sessionId } = sessionOf(request);
    return { ended: await endOtherDevices(db, actorOf(request), sessionId) };
  });
}
