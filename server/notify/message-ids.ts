/**
 * The Message-ID of a notification mail, and how a re-sent one refers to the first. The first
 * sending's id is fixed per lead, so a retry that repeats it is merged by mail clients; a
 * sending the team asked for ("send again") gets an id of its own, or clients that already
 * hold the first would drop it, with In-Reply-To and References naming the first so it joins
 * its thread.
 */
export function messageIdHeaders(kind: string, leadId: string, domain: string, resends: number) {
  const first = `<${kind}-${leadId}@${domain}>`;
  if (resends === 0) return { messageId: first };
  return {
    messageId: `<${kind}-${leadId}-resend-${resends}@${domain}>`,
    inReplyTo: first,
    references: [first],
  };
}
