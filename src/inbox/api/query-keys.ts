/**
 * Every key of the inbox's query cache, in one place. A key starts with its kind, so a change
 * invalidates a whole kind at once (`queryKeys.leads` is every list of leads, whatever its
 * filter or view). A new list, count or view is one more key under its kind.
 */
export const queryKeys = {
  session: ['session'],
  /** Every list of leads (a filter or view, as the API's query parameters, empty ones left out). */
  leads: ['leads'],
  leadList: (filter: Record<string, string>) => ['leads', filter],
  /** How many leads each view holds, under a filter. */
  leadCounts: (filter: Record<string, string>) => ['leads', 'counts', filter],
  /** The leads before and after one, in a view: under `leads`, so they follow every change. */
  leadNeighbours: (id: string, filter: string) => ['leads', 'neighbours', id, filter],
  accounts: ['accounts'],
  lead: (id: string) => ['lead', id],
  audit: ['audit'],
  auditLog: (filter: Record<string, string>) => ['audit', filter],
  insights: ['insights'],
  /** Every list of LGPD requests (decisions 250, 343), whatever its filter. */
  privacyRequests: ['privacy-requests'],
  privacyRequestList: (filter: Record<string, string>) => ['privacy-requests', filter],
  insightsRange: (range: Record<string, string>) => ['insights', range],
} as const;
