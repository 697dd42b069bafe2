import { describe, expect, it } from 'vitest';
import { createSubmissionKeys, randomKey } from './submission-keys';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submission keys', () => {
  it('keeps the key while the same values are sent again (a retry)', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor({ email: 'ana@example.com', message: 'Oi' });
    expect(first).toMatch(uuidV4);
    expect(keys.keyFor({ email: 'ana@example.com', message: 'Oi' })).toBe(first);
  });

  it('gives changed values a new key: that is another submission', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor({ message: 'Oi' });
    const second = keys.keyFor({ message: 'Olá' });
    expect(second).not.toBe(first);
    // Going back to the first values is a new submission too: the last one may have been stored.
    expect(keys.keyFor({ message: 'Oi' })).not.toBe(first);
  });

  it('starts a new submission after a success, even with equal values', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor({ message: 'Oi' });
    keys.finish();
    expect(keys.keyFor({ message: 'Oi' })).not.toBe(first);
  });
});

describe('randomKey', () => {
  it('is a UUID v4, unique each time', () => {
    const keys = new Set(Array.from({ length: 100 }, randomKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it('works where crypto.randomUUID is missing (plain-HTTP pages)', () => {
    // Hides the prototype's method behind an own property, as on a plain-HTTP page.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      const key = randomKey();
      expect(key).toMatch(uuidV4);
      expect(randomKey()).not.toBe(key);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
