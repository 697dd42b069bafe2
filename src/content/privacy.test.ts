import { crmOperatorsIn } from '@contract/crm-operators';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The privacy notice names the CRMs this build sends leads to as operators (decision 250). */
async function noticeWith(operators: string[]) {
  vi.resetModules();
  vi.doMock('./crm-operators', () => ({ crmOperators: operators }));
  const { privacyNotice } = await import('./privacy');
  const [pt, en] = await Promise.all([privacyNotice.load('pt'), privacyNotice.load('en')]);
  const text = (notice: typeof pt) =>
    notice.sections
      .flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
      .join('\n');
  return { pt: text(pt), en: text(en) };
}

afterEach(() => {
  vi.doUnmock('./crm-operators');
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
