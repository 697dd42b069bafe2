/**
 * States of the outbox that the notification tests wait for, instead of some milliseconds:
 * the notifications of some leads are all done, and the workers have looked at the outbox
 * again since. After both, anything a worker would still send has been sent, so "exactly
 * one mail" or "no mail" is a real observation, not the luck of a short sleep.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { DatabaseSchema } from '@server/db/schema';
import { type OutboxLook, outboxLooks } from '@server/notify/outbox-worker';
import type { Kysely } from 'kysely';

/**
 * Whether every notification queued for these leads is done: delivered (or deliberately
 * skipped) or refused for good, so no worker will try it again by itself. True when there
 * are none.
 */
export async function notificationsSettled(
  db: Kysely<DatabaseSchema>,
  leadIds: readonly string[],
): Promise<boolean> {
  if (leadIds.length === 0) return true;
  const open = await db
    .selectFrom('outbox')
    .select('lead_id')
    .where('lead_id', 'in', leadIds)
    .where('delivered_at', 'is', null)
    .where('failed_for_good', '=', false)
    .execute();
  return open.length === 0;
}

/**
 * Resolves once `workers` outbox workers of this process have each finished a whole look at
 * the outbox begun after this call: their second look from now, since the first may have
 * begun before. Whatever a worker was sending at the call is then recorded, and whatever was
 * due then has been claimed and sent.
 */
export function outboxLooksAfterNow(workers = 1, timeoutMs = 20_000): Promise<void> {
  const looks = new Map<string, number>();
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      unsubscribe(outboxLooks.name, onLook);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => finish(new Error(`timed out waiting for ${workers} outbox worker(s) to look again`)),
      timeoutMs,
    );
    function onLook(message: unknown) {
      const { workerId } = message as OutboxLook;
      looks.set(workerId, (looks.get(workerId) ?? 0) + 1);
      const done = [...looks.values()].filter((count) => count >= 2).length;
      if (done >= workers) finish();
    }
    subscribe(outboxLooks.name, onLook);
  });
}
