/**
 * Idempotency keys for the contact form: one per submission, the same for its retries.
 * A retry is sending the same values again after a failure (a timeout may hide a lead the API
 * did store), so the key follows the payload; after a success the next send is a new submission.
 */
export interface SubmissionKeys {
  /** The key of this payload: the previous one if the payload did not change since. */
  keyFor(payload: unknown): string;
  /** Ends the submission (it succeeded): the next payload gets a new key, even if equal. */
  finish(): void;
}

export function createSubmissionKeys(newKey: () => string = randomKey): SubmissionKeys {
  let current: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    finish() {
      current = undefined;
    },
  };
}

/** A random UUID v4; `crypto.randomUUID` exists only on HTTPS and localhost pages. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
