import { describe, expect, it } from 'vitest';
import { parsePublicSiteUrl, publicSiteUrlOf, siteUrlOfListener } from './public-site-url';

describe('parsePublicSiteUrl', () => {
  it('answers the origin, without a trailing slash', () => {
    expect(parsePublicSiteUrl('https://www.example.com')).toBe('https://www.example.com');
    expect(parsePublicSiteUrl(' https://WWW.Example.com/ ')).toBe('https://www.example.com');
    expect(parsePublicSiteUrl('http://127.0.0.1:4173//')).toBe('http://127.0.0.1:4173');
  });

  it("is, unset or blank, the address of the server's HOST and PORT (127.0.0.1:3000 by default)", () => {
    expect(parsePublicSiteUrl(undefined)).toBe('http://127.0.0.1:3000');
    expect(parsePublicSiteUrl('  ', { host: ' ', port: '' })).toBe('http://127.0.0.1:3000');
    expect(parsePublicSiteUrl(undefined, { port: '5100' })).toBe('http://127.0.0.1:5100');
    expect(parsePublicSiteUrl('', { host: 'LocalHost', port: 8080 })).toBe('http://localhost:8080');
    expect(publicSiteUrlOf({ HOST: '192.168.0.7', PORT: '5100' })).toBe('http://192.168.0.7:5100');
  });

  it('is, set, itself whatever HOST and PORT say (a proxy or a CDN in front)', () => {
    expect(publicSiteUrlOf({ PUBLIC_SITE_URL: 'https://example.com', PORT: '5100' })).toBe(
      'https://example.com',
    );
  });

  it('leads to this machine when the server listens on every interface', () => {
    expect(siteUrlOfListener('0.0.0.0', 5100)).toBe('http://127.0.0.1:5100');
    expect(siteUrlOfListener('::', '5100')).toBe('http://127.0.0.1:5100');
    expect(parsePublicSiteUrl(undefined, { host: '::1', port: 5100 })).toBe('http://[::1]:5100');
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
