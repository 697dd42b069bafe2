/** The inbox's addresses: every link and route takes them from here. */
export const paths = {
  leads: '/inbox',
  lead: (id: string) => `/inbox/leads/${id}`,
  audit: '/inbox/audit',
  insights: '/inbox/insights',
  privacyRequests: '/inbox/privacy-requests',
};
