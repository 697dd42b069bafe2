import { describe, expect, it } from 'vitest';
import {
  attributionFromVisit,
  attributionValueMax,
  normaliseAttribution,
  sourceFromReferrerHost,
} from './attribution';

describe('attributionFromVisit', () => {
  it('reads every utm parameter, lower-casing source and medium', () => {
    expect(
      attributionFromVisit({
        url: 'https://site.example/en/contact?utm_source=Newsletter&utm_medium=EMAIL&utm_campaign=Nov-2026&utm_term=tms&utm_content=banner&x=1',
      }),
    ).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'Nov-2026',
      term: 'tms',
      content: 'banner',
      landingPage: '/en/contact',
    });
  });

  it('names search engines and keeps the referring host', () => {
    expect(
      attributionFromVisit({
        url: 'https://site.example/',
        referrer: 'https://www.google.com.br/search?q=erp',
      }),
    ).toEqual({
      source: 'google',
      medium: 'organic',
      referrer: 'www.google.com.br',
      landingPage: '/',
    });
    expect(
      attributionFromVisit({ url: 'https://site.example/', referrer: 'https://www.bing.com/' })
        .source,
    ).toBe('bing');
  });

  it('uses another site by its host as a referral', () => {
    expect(
      attributionFromVisit({
        url: 'https://site.example/modulos',
        referrer: 'https://partner.example.org/list',
      }),
    ).toMatchObject({ source: 'partner.example.org', medium: 'referral' });
  });

  it('prefers the campaign source over the referrer, keeping both', () => {
    expect(
      attributionFromVisit({
        url: 'https://site.example/?utm_source=linkedin&utm_campaign=q4',
        referrer: 'https://www.linkedin.com/feed',
      }),
    ).toEqual({
      source: 'linkedin',
      campaign: 'q4',
      referrer: 'www.linkedin.com',
      landingPage: '/',
    });
  });

  it('calls a visit without campaign or foreign referrer direct', () => {
    expect(attributionFromVisit({ url: 'https://site.example/sobre', referrer: '' })).toEqual({
      source: '(direct)',
      landingPage: '/sobre',
    });
    expect(
      attributionFromVisit({
        url: 'https://site.example/sobre',
        referrer: 'https://site.example/',
      }),
    ).toEqual({ source: '(direct)', landingPage: '/sobre' });
    expect(attributionFromVisit({ url: 'not a url' })).toEqual({ source: '(direct)' });
  });

  it('ignores referrers that are not web pages', () => {
    expect(
      attributionFromVisit({ url: 'https://site.example/', referrer: 'android-app://x.y/' }).source,
    ).toBe('(direct)');
  });
});

describe('normaliseAttribution', () => {
  it('cuts long values, removes control characters and drops unknown keys', () => {
    expect(
      normaliseAttribution({
        source: ` ${'A'.repeat(300)}`,
        campaign: 'q4\u0000\u001b[31m\u0085',
        medium: 42,
        evil: 'x',
        term: '   ',
      }),
    ).toEqual({ source: 'a'.repeat(attributionValueMax), campaign: 'q4[31m' });
  });

  it('accepts nothing at all', () => {
    expect(normaliseAttribution(undefined)).toEqual({});
    expect(normaliseAttribution('utm')).toEqual({});
    expect(normaliseAttribution(null)).toEqual({});
  });
});

describe('sourceFromReferrerHost', () => {
  it('matches labels, not substrings', () => {
    expect(sourceFromReferrerHost('google.com')).toBe('google');
    expect(sourceFromReferrerHost('news.google.co.uk')).toBe('google');
    expect(sourceFromReferrerHost('notgoogle.com')).toBe('notgoogle.com');
    expect(sourceFromReferrerHost('t.co')).toBe('twitter');
    expect(sourceFromReferrerHost('WWW.Example.com')).toBe('example.com');
  });
});
