import { describe, expect, it } from 'vitest';
import { ownPageUrl } from './own-page-url';

const site = 'https://www.transvia.example';

describe('ownPageUrl: a lead’s page as a URL on our own origin, or nothing', () => {
  it('resolves a path on the site, query string kept', () => {
    expect(ownPageUrl(site, '/contact?utm_source=x')).toBe(
      'https://www.transvia.example/contact?utm_source=x',
    );
  });

  it('keeps a full URL of our own origin', () => {
    expect(ownPageUrl(site, 'https://www.transvia.example/en/contact')).toBe(
      'https://www.transvia.example/en/contact',
    );
  });

  it.each([
    ['/\\evil.example/x'],
    ['//evil.example/x'],
    ['/\t/evil.example/x'],
    ['\\\\evil.example/x'],
    ['https://evil.example/contact'],
    ['http://www.transvia.example/contact'],
    ['javascript:alert(1)'],
  ])('refuses %j, which leads to another origin', (page) => {
    expect(ownPageUrl(site, page)).toBeUndefined();
  });

  it('keeps an encoded backslash as a path on our host (no parser reads it as a host)', () => {
    expect(ownPageUrl(site, '/%5Cevil.example')).toBe(
      'https://www.transvia.example/%5Cevil.example',
    );
  });

  it('has nothing for a lead without a page', () => {
    expect(ownPageUrl(site, null)).toBeUndefined();
    expect(ownPageUrl(site, '')).toBeUndefined();
  });
});
