/**
 * The counted visit a lead came from (decisions 220, 360). The contact form's request comes
 * from the same tab as the visit's events and names its visit, so the visit's hash of the day
 * (the same salt, site, address, user agent and tab's visit: visitor-hash.ts) finds it. The
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

  /**
   * The tab's visit the form was sent from, today, if its events were counted (decision 360).
   * Without the tab's identifier (no JavaScript, an older page) there is no telling which of
   * the visits behind this address and browser sent it: none is taken.
   */
  async find(
    ip: string,
    userAgent: string | undefined,
    visit: string | undefined,
    now = new Date(),
  ) {
    if (!userAgent || !visit) return undefined;
    const day = this.dayOf(now);
    const visitor = await this.hasher.hash(day, ip, userAgent, visit);
    return findCountedVisit(this.db, day, visitor);
  }

  /** Counts a new lead on the visit `find` gave. */
  count(leadId: string, visit: CountedVisit) {
    return countLeadOnVisit(this.db, leadId, visit.day, visit.visitor);
  }
}
