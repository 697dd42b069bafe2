/**
 * The named events of the first-party visit counts: what the browser's tracker may send to
 * POST /api/event and what the server counts. One list for both sides.
 */

/** Every event counted; `pageview` is a page view, the others are counted by name. */
export const visitEventNames = [
  'pageview',
  'module_opened',
  'language_switched',
  'demo_clicked',
  'lead_sent',
  // A click on a WhatsApp click-to-chat link (issue 26.1): a contact by campaign beside the leads.
  'whatsapp_clicked',
] as const;
export type VisitEventName = (typeof visitEventNames)[number];

/** The events other than page views, each counted in its own column. */
export const namedEventNames = visitEventNames.filter(
  (name): name is Exclude<VisitEventName, 'pageview'> => name !== 'pageview',
);
export type NamedEventName = (typeof namedEventNames)[number];

export const isVisitEventName = (name: unknown): name is VisitEventName =>
  (visitEventNames as readonly unknown[]).includes(name);
