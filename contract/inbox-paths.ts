/**
 * The inbox's pages' addresses, on the site's origin: the inbox's routes and links take them
 * from here (src/inbox/ui/paths.ts), and so do the server's links into it (the team's new-lead
 * e-mail, the chat alerts).
 */
export const inboxPaths = {
  leads: '/inbox',
  lead: (id: string) => `/inbox/leads/${id}`,
  audit: '/inbox/audit',
  insights: '/inbox/insights',
  privacyRequests: '/inbox/privacy-requests',
  /** The single-use links' screens (decision 372), open without a session. */
  forgotPassword: '/inbox/forgot-password',
  resetPassword: '/inbox/reset-password',
  setup: '/inbox/setup',
  team: '/inbox/team',
  devices: '/inbox/devices',
  /** One's own second factors: authenticator app, recovery codes, passkeys (decision 450). */
  security: '/inbox/security',
  /** The content studio (decisions 400, 401): the items, and one item's editor. */
  content: '/inbox/content',
  contentItem: (id: string) => `/inbox/content/${id}`,
  /** An invitation's link (decision 375): ?id=&code= */
  invitation: '/inbox/invitation',
};
