/**
 * The inbox's roles and what each may do (decision 370), written once: the server checks a
 * route's permission against the account's roles, the screens hide what they do not grant.
 * A person may hold several roles; their permissions add up.
 */

export const roles = ['admin', 'sales', 'marketing', 'privacy'] as const;
export type Role = (typeof roles)[number];

export const permissions = [
  /** Accounts, roles and settings. */
  'accounts:manage',
  /** See, own and work leads, write notes, export the leads one may see. */
  'leads:work',
  /** The insights and the shared insights links. */
  'insights:read',
  'insights:share',
  /** The audit log: who did what, across every lead and account. */
  'audit:read',
  /** LGPD requests, erasure, a person's data export. */
  'privacy:handle',
  /** The site's content in the studio: drafts, publish, unpublish, restore (decision 400). */
  'content:edit',
] as const;
export type Permission = (typeof permissions)[number];

const granted: Record<Role, readonly Permission[]> = {
  admin: permissions,
  sales: ['leads:work'],
  marketing: ['insights:read', 'insights:share', 'content:edit'],
  privacy: ['privacy:handle'],
};

export function mayDo(held: readonly Role[], permission: Permission): boolean {
  return held.some((role) => granted[role].includes(permission));
}

export const isRole = (value: string): value is Role =>
  (roles as readonly string[]).includes(value);

/** "sales,marketing" → ['sales', 'marketing']; undefined when a name is not a role. */
export function parseRoles(list: string): Role[] | undefined {
  const names = [...new Set(list.split(',').map((name) => name.trim().toLowerCase()))];
  if (names.length === 0 || !names.every(isRole)) return undefined;
  return names;
}
