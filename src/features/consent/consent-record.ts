/**
 * The visitor's choice about non-essential measurement (Google Analytics), kept in their own
 * browser with its date and the version of the texts they answered, as Brazil's data-protection
 * authority (ANPD) asks: a choice is asked again after 12 months or when the purposes change.
 */
const storageKey = 'privacy-consent-v1';

/** Raise when the purposes or their texts change: every visitor is asked again. */
export const consentVersion = 1;

/** A choice is remembered for 12 months. */
export const consentLifetimeMs = 365 * 24 * 60 * 60 * 1000;

export interface ConsentRecord {
  version: number;
  /** When the visitor chose, ISO 8601. */
  date: string;
  /** Google Analytics 4, the only non-essential purpose. */
  analytics: boolean;
}

export function readConsent(now = Date.now()): ConsentRecord | null {
  try {
    const record = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as ConsentRecord | null;
    if (
      !record ||
      record.version !== consentVersion ||
      typeof record.analytics !== 'boolean' ||
      !(now - Date.parse(record.date) < consentLifetimeMs)
    ) {
      return null;
    }
    return record;
  } catch {
    return null;
  }
}

export function saveConsent(analytics: boolean, now = new Date()): ConsentRecord {
  const record: ConsentRecord = { version: consentVersion, date: now.toISOString(), analytics };
  try {
    localStorage.setItem(storageKey, JSON.stringify(record));
  } catch {
    // Storage refused: the choice holds for this page and is asked again on the next one.
  }
  return record;
}
