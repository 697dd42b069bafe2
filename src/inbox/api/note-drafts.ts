/**
 * What is typed in a lead's note field, kept in this tab's sessionStorage until the server
 * keeps the note: a failed save, an expired session (the sign-in form replaces the page) or a
 * reload loses nothing. Signing out clears every draft; closing the tab does too.
 */
const prefix = 'inbox-note-draft:';

/** sessionStorage, or null where the browser refuses it (then drafts live only in the field). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readNoteDraft(leadId: string): string {
  return storage()?.getItem(prefix + leadId) ?? '';
}

export function storeNoteDraft(leadId: string, body: string) {
  const store = storage();
  try {
    if (body) store?.setItem(prefix + leadId, body);
    else store?.removeItem(prefix + leadId);
  } catch {
    // Full or refused: the text is still in the field.
  }
}

export function clearNoteDrafts() {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key);
}
