/**
 * The counted visit a lead came from (decision 220). The contact form's request comes from
 * the same browser as the visit's events, so the visitor's hash of the day (the same salt,
 * site, address and user agent: visitor-hash.ts) finds the visit among today's visitors. The
 * lead then takes the visit's source, medium and campaign, and is counted on the visit's own
 * rows: per source, leads can never outrun the visits they came from.
 */

import type { Attribution } from '@contract/attribution';
import {
  type CountedVisit,
  countLeadOnVisit,
  findCountedVisit,
} from '@server/db/lead-visits-repository';
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import type { VisitorHasher } from './visitor-hash';

type StoredAttribution = Record<keyof Required<Attribution>, string | null>;

/**
 * The lead's attribution once its visit is known: the visit's source, medium and campaign
 * (absent ones are null, as on any lead). What only the browser knew (term, content,
 * referrer) is kept when the browser saw the same campaign, and dropped when it did not,
 * since it described another one; the landing page is the visit's.
 */
export function attributionOfVisit(
  client: StoredAttribution,
  visit: Pick<CountedVisit, 'source' | 'medium' | 'campaign' | 'landingPath'>,
): StoredAttribution {
  const medium = visit.medium || null;
  const campaign = visit.campaign || null;
  const same =
    client.source === visit.source && client.medium === medium && client.campaign === campaign;
  return {
    source: visit.source,
    medium,
    campaign,
    term: same ? client.term : null,
    content: same ? client.content : null,
    referrer: same ? client.referrer : null,
    landingPage: visit.landingPath ?? (same ? client.landingPage : null),
  };
}

export class LeadVisits {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly hasher: VisitorHasher,
    /** Today in the site's time zone. */
    private readonly dayOf: (date: Date) => string,
  ) {}

  /** The visit the request's browser is on today, if its events were counted. */
  async find(ip: string, userAgent: string | undefined, now = new Date()) {
    if (!userAgent) return undefined;
    const day = this.dayOf(now);
    const visitor = await this.hasher.hash(day, ip, userAgent);
    return findCountedVisit(this.db, day, visitor);
  }

  /** Counts a new lead on the visit `find` gave. */
  count(leadId: string, visit: CountedVisit) {
    return countLeadOnVisit(this.db, leadId, visit.day, visit.visitor);
  }
}
