/**
 * The navigation shows a person only the screens their roles include (decision 371): a
 * marketing account sees no leads list and no LGPD requests, a sales account no LGPD requests
 * and no audit log, in both languages.
 */
import type { Language } from '@contract/languages';
import type { Role } from '@contract/roles';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n/language-context';
import { InboxNav } from './InboxHeader';

function navLinks(roles: Role[], language: Language) {
  const html = renderToStaticMarkup(
    <I18nProvider language={language}>
      <MemoryRouter initialEntries={['/inbox/insights']}>
        <InboxNav roles={roles} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
    ([, href, label]) => `${label} ${href}`,
  );
}

describe('the inbox navigation', () => {
  it('shows marketing the insights and the site content: no leads, no LGPD requests', () => {
    expect(navLinks(['marketing'], 'pt')).toEqual([
      'Resultados /inbox/insights',
      'Conteúdo do site /inbox/content',
    ]);
    expect(navLinks(['marketing'], 'en')).toEqual([
      'Insights /inbox/insights',
      'Site content /inbox/content',
    ]);
  });

  it('shows sales the leads, not the LGPD requests nor the audit log', () => {
    expect(navLinks(['sales'], 'en')).toEqual(['Leads /inbox']);
  });

  it('adds up the screens of several roles', () => {
    expect(navLinks(['sales', 'privacy'], 'pt')).toEqual([
      'Contatos /inbox',
      'Pedidos LGPD /inbox/privacy-requests',
    ]);
  });

  it('shows an admin every screen', () => {
    expect(navLinks(['admin'], 'en')).toEqual([
      'Leads /inbox',
      'Audit log /inbox/audit',
      'Insights /inbox/insights',
      'LGPD requests /inbox/privacy-requests',
      'Team /inbox/team',
      'Site content /inbox/content',
    ]);
  });
});
