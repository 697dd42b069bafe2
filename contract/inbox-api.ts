/**
 * The sales inbox's HTTP contract, shared by the server (which validates requests with these
 * schemas and builds its answers to these types) and the inbox page (which can parse the
 * answers with them). Every route is under /api/inbox and described in docs/inbox-api.md.
 * Dates travel as ISO 8601 strings; errors as `{ error: InboxErrorCode, … }` (inbox-errors.ts
 * has their Portuguese and English texts).
 *
 * One file per screen or concern in ./inbox/, so each stays short; code imports them from here.
 */

export * from './inbox/accounts-admin';
export * from './inbox/audit';
export * from './inbox/common';
export * from './inbox/insights';
export * from './inbox/lead-changes';
export * from './inbox/lead-list';
export * from './inbox/lead-page';
export * from './inbox/one-time-links';
export * from './inbox/privacy-requests';
export * from './inbox/second-factor';
export * from './inbox/session';
export * from './inbox/single-sign-on';
export * from './inbox/team';
