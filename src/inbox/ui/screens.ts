/**
 * The inbox's screens and the permission each needs (contract/roles.ts, decision 371): the
 * navigation shows only these, and a screen opened without it says so. The server refuses the
 * same requests whatever the page shows.
 */
import { mayDo, type Permission, type Role } from '@contract/roles';
import { paths } from './paths';

export const inboxScreens = [
  { to: paths.leads, name: 'leads', permission: 'leads:work' },
  { to: paths.audit, name: 'audit', permission: 'audit:read' },
  { to: paths.insights, name: 'insights', permission: 'insights:read' },
  { to: paths.privacyRequests, name: 'privacyRequests', permission: 'privacy:handle' },
  { to: paths.team, name: 'team', permission: 'accounts:manage' },
  { to: paths.content, name: 'content', permission: 'content:edit' },
] as const satisfies readonly { to: string; name: string; permission: Permission }[];

export type InboxScreen = (typeof inboxScreens)[number];

/** The screens these roles may use, in the navigation's order. */
export const screensFor = (roles: readonly Role[]): InboxScreen[] =>
  inboxScreens.filter((screen) => mayDo(roles, screen.permission));
