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
  // A click on a WhatsApp click-to-chat link: a contact by campaign beside the leads.
  'whatsapp_clicked',
  // The visitor's first input into the contact form: the funnel's third step.
  'form_started',
] as const;
export type VisitEventName = (typeof visitEventNames)[number];

/** The events other than page views, each counted in its own column. */
export const namedEventNames = visitEventNames.filter(
  (name): name is Exclude<VisitEventName, 'pageview'> => name !== 'pageview',
);
export type NamedEventName = (typeof namedEventNames)[number];

export const isVisitEventName = (name: unknown): name is VisitEventName =>
  (visitEventNames as readonly unknown[]).includes(name);

/**
 * The contact page's paths (src/routing/routes.ts: `pathFor('contact', language)`, a test
 * checks they agree): a visit with an event on one of them viewed the contact page.
 */
export const contactPagePaths: readonly string[] = ['/contact', '/en/contact'];

/**
 * What a visit can reach, each counted once per visit: the contact page
 * viewed, and the named events sent by the page. A lead sent is counted once per visit as
 * `leadVisits`, from the stored lead (decision 220), so it is not among them.
 */
export const visitGoalNames = [
  'contact_viewed',
  ...namedEventNames.filter(
    (name): name is Exclude<NamedEventName, 'lead_sent'> => name !== 'lead_sent',
  ),
] as const;
export type VisitGoalName = (typeof visitGoalNames)[number];

/** A goal's bit in a visit's set of goals reached (`visitors_today.goals`). */
export const goalBit = (goal: VisitGoalName) => 1 << visitGoalNames.indexOf(goal);

/**
 * The goals an event reaches: its own name, and the contact page for any event on it. A form
 * started reaches the contact page wherever it was sent from: the form is only there.
 */
export function goalsOfEvent(name: VisitEventName, path: string): number {
  let bits = 0;
  if (contactPagePaths.includes(path) || name === 'form_started') bits |= goalBit('contact_viewed');
  if (name !== 'pageview' && name !== 'lead_sent') bits |= goalBit(name);
  return bits;
}
