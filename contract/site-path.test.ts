import { describe, expect, it } from 'vitest';
import { normaliseAttribution } from './attribution';
import { contactSchema } from './schema';
import { isSitePath } from './site-path';

describe('isSitePath: a path on this site starts with one slash', () => {
  it.each([['/'], ['/contact?utm_source=x'], ['/en/contact'], ['/%5Cevil.example']])(
    'accepts %j',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each([
    ['/\\evil.example/x'],
    ['//evil.example/x'],
    ['/\t/evil.example/x'],
    ['/\n/evil.example/x'],
    ['contact'],
    ['https://evil.example/x'],
    [''],
  ])('refuses %j (another host, or not a path)', (path) => expect(isSitePath(path)).toBe(false));
});

describe('a lead’s page at intake', () => {
  const base = {
    firstName: 'Ana',
    lastName: 'Souza',
    email: 'ana@example.com',
    phone: '11 99999-8888',
    message: 'Quero conhecer o TMS.',
  };
  const pageOf = (page: string) => {
    const parsed = contactSchema.safeParse({ ...base, page });
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    return parsed.data.page;
  };

  it('keeps a path on the site', () => {
    expect(pageOf('/en/contact')).toBe('/en/contact');
  });

  it.each([['/\\evil.example/x'], ['//evil.example/x'], ['https://evil.example/x']])(
    'drops %j rather than storing a page on another host (the lead is kept)',
    (page) => expect(pageOf(page)).toBeUndefined(),
  );

  it('drops an attribution landing page that is not a path on the site', () => {
    expect(normaliseAttribution({ landingPage: '/\\evil.example/x' }).landingPage).toBeUndefined();
    expect(normaliseAttribution({ landingPage: '//evil.example/x' }).landingPage).toBeUndefined();
    expect(normaliseAttribution({ landingPage: '/precos' }).landingPage).toBe('/precos');
  });
});
