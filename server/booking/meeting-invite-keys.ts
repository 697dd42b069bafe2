/** The two invitation jobs of a meeting (decision 473): one mail each, retried on its own. */
export const inviteRecipients = ['visitor', 'salesperson'] as const;
export type InviteRecipient = (typeof inviteRecipients)[number];

export const meetingInviteKeys = (meetingId: string) =>
  inviteRecipients.map((recipient) => `${meetingId}.${recipient}`);
