/**
 * Which LGPD requests the privacy officer is to be told of now (decision 344), as the keys of
 * the one job queue: `received:<id>:<channel>` for an open request confirmed from its address
 * (decision 322) within the last day, and `due_soon:<id>:<channel>` for an open confirmed one
 * with 3 days or less left, not yet overdue. An unconfirmed request tells the officer nothing: a
 * flood of strangers' requests would otherwise bury the genuine ones in alerts too.
 * Found by the scheduler's tick (every instance, every minute) and queued by key, so each alert
 * goes once per channel; the day's window keeps turning the alerts on from telling of old
 * requests.
 */
import { privacyRequestAnswerDays } from '@contract/privacy-request';
import { sql } from 'kysely';

export type OfficerAlertEvent = 'received' | 'due_soon';
export type OfficerAlertChannel = 'email' | 'slack' | 'teams';

/** An open request is told of once this many days (or fewer) are left. */
export const dueSoonDays = 3;

const day = 24 * 60 * 60 * 1000;

/** A query answering `key`: the alerts due at `now` on these channels. */
export function officerAlertKeys(channels: readonly OfficerAlertChannel[], now: Date) {
  const since = new Date(now.getTime() - day);
  const dueSoonFrom = new Date(now.getTime() - (privacyRequestAnswerDays - dueSoonDays) * day);
  const overdueFrom = new Date(now.getTime() - privacyRequestAnswerDays * day);
  const channelList = sql.join(channels.map((channel) => sql`(${channel})`));
  return sql`
    select alert.event || ':' || request.id || ':' || channel.name as key
    from privacy_requests as request
    cross join (values ${channelList}) as channel (name)
    cross join lateral (
      select 'received' as event where request.verified_at > ${since}
      union all
      select 'due_soon' where request.received_at <= ${dueSoonFrom}
        and request.received_at > ${overdueFrom}
    ) as alert
    where request.answered_at is null and request.verified_at is not null`;
}

export function parseOfficerAlertKey(key: string) {
  const [event, id, channel] = key.split(':');
  if (event !== 'received' && event !== 'due_soon') return undefined;
  if (channel !== 'email' && channel !== 'slack' && channel !== 'teams') return undefined;
  if (!id) return undefined;
  return { event, id, channel } as {
    event: OfficerAlertEvent;
    id: string;
    channel: OfficerAlertChannel;
  };
}
