import { describe, expect, it } from 'vitest';
import { defaultPublicSiteUrl, parsePublicSiteUrl } from './public-site-url';

describe('parsePublicSiteUrl', () => {
  it('answers the origin, without a trailing slash', () => {
    expect(parsePublicSiteUrl('https://www.example.com')).toBe('https://www.example.com');
    expect(parsePublicSiteUrl(' https://WWW.Example.com/ ')).toBe('https://www.example.com');
    expect(parsePublicSiteUrl('http://127.0.0.1:4173//')).toBe('http://127.0.0.1:4173');
  });

  it('uses the default when unset or blank', () => {
    expect(parsePublicSiteUrl(undefined)).toBe(defaultPublicSiteUrl);
    expect(parsePublicSiteUrl('  ')).toBe(defaultPublicSiteUrl);
  });

  it.each([
    'www.example.com',
    'ftp://example.com',
    'https://example.com/site',
    'https://example.com/?a=1',
    'https://example.com/#top',
    'https://user:secret@example.com',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => parsePublicSiteUrl(value)).toThrowError(
      /^PUBLIC_SITE_URL must be the site's root/,
    );
  });
});
