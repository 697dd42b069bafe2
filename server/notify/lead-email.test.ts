/**
 * The team's new-lead e-mail reads as the team does: labels and codes in TEAM_LANGUAGE, the
 * time in SITE_TIME_ZONE, and a link to the lead in the inbox (the real SMTP path:
 * lead-email-smtp.test.ts).
 */
import { leadLegalBasis } from '@contract/lgpd';
import type { Lead } from '@server/leads/lead';
import { describe, expect, it } from 'vitest';
import { renderLeadEmail } from './lead-email';

const lead = {
  id: '4f6c8a52-2f1e-4b7e-9a53-1c0a2d3e4f50',
  createdAt: new Date('2026-12-01T21:05:00Z'),
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@example.com',
  phone: '11 99999-8888',
  subject: 'Demo',
  message: 'Olá',
  language: 'en',
  page: '/contact',
  attribution: {
    source: null,
    medium: null,
    campaign: null,
    term: null,
    content: null,
    referrer: null,
    landingPage: null,
  },
  company: null,
  cnpj: null,
  legalBasis: leadLegalBasis,
  privacyNoticeVersion: '2026-11-26.2',
} satisfies Lead;

const written = (language: 'pt' | 'en') =>
  renderLeadEmail(lead, {
    language,
    timeZone: 'America/Sao_Paulo',
    siteUrl: 'http://127.0.0.1:5100',
  });

describe("the team's new-lead e-mail", () => {
  it('links to the lead in the inbox, on the site it was sent from', () => {
    const email = written('pt');
    const url = `http://127.0.0.1:5100/inbox/leads/${lead.id}`;
    expect(email.text).toContain(`Abrir no inbox: ${url}`);
    expect(email.html).toContain(`<a href="${url}">Abrir no inbox</a>`);
  });

  it('shows labels, the legal basis, the language and a local time in Portuguese', () => {
    const { text, subject } = written('pt');
    expect(subject).toBe('Novo contato pelo site: Ana Souza — Demo');
    expect(text).toContain('Base legal: Legítimo interesse: responder ao pedido de contato');
    expect(text).toContain('Idioma: Inglês');
    // 21:05 UTC is 18:05 in São Paulo.
    expect(text).toContain('Recebido em: 1 de dezembro de 2026 às 18:05 (America/Sao_Paulo)');
    expect(text).not.toContain(leadLegalBasis);
    expect(text).not.toContain('2026-12-01T');
  });

  it('shows them in English when the team works in English', () => {
    const { text, html, subject } = written('en');
    expect(subject).toBe('New contact from the site: Ana Souza — Demo');
    expect(text).toContain('Legal basis: Legitimate interest: answering the contact request');
    expect(text).toContain('Language: English');
    expect(text).toContain('Received: 1 December 2026 at 18:05 (America/Sao_Paulo)');
    expect(text).toContain(`Open in the inbox: http://127.0.0.1:5100/inbox/leads/${lead.id}`);
    expect(html).toContain(
      '<th align="left" style="padding:4px 12px 4px 0;vertical-align:top">First name</th>',
    );
  });
});
