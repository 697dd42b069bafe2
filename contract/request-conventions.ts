/**
 * What the contact form and the API agree on besides the schema's rules. Apart from the schema
 * so the form's first load needs no zod.
 */

/** Default subject (spec §3): 'I want to hire', with the source site in brackets. */
export const defaultSubject = 'Quero contratar [Site Transvia ERP]';

/**
 * Name of the honeypot field: invisible to people and screen readers, filled only by bots.
 * A request that fills it is answered like a success and stored as nothing.
 */
export const honeypotField = 'website';
