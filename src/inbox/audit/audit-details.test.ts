import { describe, expect, it } from 'vitest';
import { leadsTexts } from '../leads/texts';
import { inboxTexts } from '../ui/texts';
import { describeAuditDetails } from './audit-details';
import { auditTexts } from './texts';

const texts = (language: 'pt' | 'en') => ({
  audit: auditTexts[language],
  leads: leadsTexts[language],
  inbox: inboxTexts[language],
  language,
});
const pt = (entry: Parameters<typeof describeAuditDetails>[0]) =>
  describeAuditDetails(entry, texts('pt'));
const en = (entry: Parameters<typeof describeAuditDetails>[0]) =>
  describeAuditDetails(entry, texts('en'));

describe('an audit entry’s details in words', () => {
  it('names a status change, a re-send, an erasure and a failed sign-in in each language', () => {
    const change = { action: 'status_changed', details: { from: 'new', to: 'contacted' } } as const;
    expect(pt(change)).toBe('Novo → Contatado');
    expect(en(change)).toBe('New → Contacted');
    expect(pt({ action: 'notification_resent', details: { channel: 'webhook' } })).toBe(
      'Canal: Webhook',
    );
    expect(en({ action: 'erasure', details: { deleted: 2 } })).toBe('2 leads erased');
    expect(pt({ action: 'erasure', details: { deleted: 1 } })).toBe('1 contato apagado');
    expect(en({ action: 'sign_in_failed', details: { reason: 'wrong_password' } })).toBe(
      'Wrong password',
    );
  });

  it('tells a single sign-on and why one was refused, in each language (decision 460)', () => {
    expect(en({ action: 'sign_in', details: { method: 'sso' } })).toBe(
      'With the company account (single sign-on)',
    );
    expect(pt({ action: 'sign_in', details: {} })).toBeNull();
    expect(
      pt({
        action: 'sign_in_failed',
        details: { method: 'sso', reason: 'sso_domain_not_allowed' },
      }),
    ).toMatch(
      /^Pela conta da empresa \(single sign-on\): Este e-mail não é de um domínio permitido/,
    );
    expect(en({ action: 'sign_in_failed', details: { method: 'sso', reason: 'toString' } })).toBe(
      'With the company account (single sign-on)',
    );
  });

  it('describes an export’s filter, a search only as “with a search”', () => {
    expect(
      en({
        action: 'export',
        details: {
          filter: {
            status: ['contacted', 'won'],
            language: 'pt',
            source: 'newsletter',
            searched: true,
          },
        },
      }),
    ).toBe(
      'Filter: Status: Contacted, Won; Language: Português; Source: newsletter; with a search',
    );
    expect(pt({ action: 'export', details: { filter: { searched: false } } })).toBe(
      'Todos os contatos',
    );
  });

  it('names who a lead went to, by whom or by the turn, and the next step’s days in the language', () => {
    expect(pt({ action: 'owner_changed', details: { from: null, to: 'carla@example.com' } })).toBe(
      'ninguém → carla@example.com',
    );
    expect(
      en({
        action: 'owner_changed',
        details: { from: null, to: 'carla@example.com', roundRobin: true },
      }),
    ).toBe('nobody → carla@example.com (by the turn)');
    expect(pt({ action: 'next_step_changed', details: { from: null, to: '2026-12-01' } })).toBe(
      'sem data → 01/12/2026',
    );
    expect(en({ action: 'next_step_changed', details: { from: '2026-12-01', to: null } })).toBe(
      '1 Dec 2026 → no date',
    );
  });

  it('shows nothing for what it does not recognise', () => {
    expect(en({ action: 'status_changed', details: { from: 'new', to: 'hacked' } })).toBeNull();
    expect(en({ action: 'sign_in_failed', details: { reason: 'toString' } })).toBeNull();
    expect(en({ action: 'note_added', details: { noteId: '5' } })).toBeNull();
    expect(en({ action: 'export', details: { filter: { constructor: 'x', q: 'secret' } } })).toBe(
      'Every lead',
    );
  });
});
