import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consentLifetimeMs, consentVersion, readConsent, saveConsent } from './consent-record';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('consent record', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('is absent until the visitor chooses', () => {
    expect(readConsent()).toBeNull();
  });

  it('keeps the choice with its date and version', () => {
    const at = new Date('2026-11-23T12:00:00Z');
    saveConsent(true, at);
    expect(readConsent(at.getTime() + 1000)).toEqual({
      version: consentVersion,
      date: at.toISOString(),
      analytics: true,
    });
  });

  it('asks again after 12 months', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    saveConsent(false, at);
    expect(readConsent(at.getTime() + consentLifetimeMs - 1)?.analytics).toBe(false);
    expect(readConsent(at.getTime() + consentLifetimeMs)).toBeNull();
  });

  it('asks again when the texts changed version, or the record is unreadable', () => {
    localStorage.setItem(
      'privacy-consent-v1',
      JSON.stringify({
        version: consentVersion - 1,
        date: new Date().toISOString(),
        analytics: true,
      }),
    );
    expect(readConsent()).toBeNull();
    localStorage.setItem('privacy-consent-v1', '{not json');
    expect(readConsent()).toBeNull();
  });
});
