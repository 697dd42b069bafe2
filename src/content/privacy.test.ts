import { crmOperatorsIn } from '@contract/crm-operators';
import { type NoticeFacts, noticeFactsIn } from '@contract/notice-facts';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The privacy notice states the facts of the build's configuration (decision 330): the CRMs a
 * lead is sent to, named as operators (decision 250), the retention, the e-mails.
 */
async function noticeOf(facts: NoticeFacts) {
  vi.resetModules();
  vi.doMock('./notice-facts', () => ({ noticeFacts: facts }));
  const { privacyNotice } = await import('./privacy');
  const [pt, en] = await Promise.all([privacyNotice.load('pt'), privacyNotice.load('en')]);
  const text = (notice: typeof pt) =>
    notice.sections
      .flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
      .join('\n');
  return { pt: text(pt), en: text(en) };
}

const noticeWith = (crmOperators: string[]) => noticeOf({ ...noticeFactsIn({}), crmOperators });

afterEach(() => {
  vi.doUnmock('./notice-facts');
});

describe('the privacy notice and the CRMs', () => {
  it('names each configured CRM as an operator, in both languages, erasure included', async () => {
    const notice = await noticeWith(['RD Station Marketing', 'Pipedrive']);
    expect(notice.pt).toContain(
      'Eles são registrados também no RD Station Marketing e Pipedrive, o sistema de relacionamento com clientes (CRM) que usamos',
    );
    expect(notice.pt).toContain('operador, LGPD art. 5º, VII');
    expect(notice.pt).toContain('e apagamos também a cópia no RD Station Marketing e Pipedrive');
    expect(notice.en).toContain('It is also recorded in RD Station Marketing and Pipedrive');
    expect(notice.en).toContain('an operator, LGPD art. 5, VII');
    expect(notice.pt).not.toContain('Não os repassamos a nenhuma outra empresa.');
  });

  it('with no CRM, says the data goes to no other company and names no CRM', async () => {
    const notice = await noticeWith([]);
    expect(notice.pt).toContain('Não os repassamos a nenhuma outra empresa.');
    expect(notice.en).toContain('We pass it on to no other company.');
    expect(notice.pt).not.toMatch(/CRM/);
    expect(notice.en).not.toMatch(/CRM/);
  });

  it('takes a CRM as on when its key is set, as the server does', () => {
    expect(crmOperatorsIn({})).toEqual([]);
    expect(crmOperatorsIn({ PIPEDRIVE_API_TOKEN: 'x', HUBSPOT_ACCESS_TOKEN: ' ' })).toEqual([
      'Pipedrive',
    ]);
    expect(
      crmOperatorsIn({
        RD_STATION_API_KEY: 'a',
        HUBSPOT_ACCESS_TOKEN: 'b',
        PIPEDRIVE_API_TOKEN: 'c',
      }),
    ).toEqual(['RD Station Marketing', 'HubSpot', 'Pipedrive']);
  });
});

describe('the privacy notice and the server’s configuration', () => {
  it('out of the box promises 2 years and no e-mail, which the default server does', async () => {
    const notice = await noticeOf(noticeFactsIn({}));
    expect(notice.pt).toContain('Guardamos um contato por até 2 anos depois do envio');
    expect(notice.en).toContain('We keep a contact for up to 2 years after it was sent');
    expect(notice.pt).toContain('onde a nossa equipe comercial os lê');
    expect(notice.pt).not.toContain('confirmação por e-mail');
    expect(notice.en).not.toContain('confirmation by e-mail');
  });

  it('states the configured retention and the e-mails the server sends', async () => {
    const mailing = noticeFactsIn({ SMTP_URL: 'smtp://mail:25', LEADS_RETENTION_DAYS: '540' });
    const notice = await noticeOf(mailing);
    expect(notice.pt).toContain('por até 18 meses depois do envio');
    expect(notice.en).toContain('for up to 18 months after it was sent');
    expect(notice.pt).toContain(
      'são enviados por e-mail à nossa equipe comercial, e você recebe uma confirmação por e-mail.',
    );
    expect(notice.en).toContain('and you receive a confirmation by e-mail.');

    const noReply = await noticeOf(
      noticeFactsIn({ SMTP_URL: 'smtp://mail:25', AUTO_REPLY: 'OFF' }),
    );
    expect(noReply.pt).toContain('são enviados por e-mail à nossa equipe comercial.');
    expect(noReply.en).not.toContain('confirmation');
  });
});
