import { describe, expect, it } from 'vitest';
import { noticeFactsDiffering, noticeFactsIn, periodInWords } from './notice-facts';

describe('the facts the privacy notice states (decision 330)', () => {
  it('reads the variables as the server does: blank is unset, AUTO_REPLY on unless off', () => {
    expect(noticeFactsIn({})).toEqual({
      crmOperators: [],
      leadRetentionDays: 730,
      teamByEmail: false,
      confirmationEmail: false,
    });
    expect(
      noticeFactsIn({
        SMTP_URL: 'smtp://mail:25',
        LEADS_RETENTION_DAYS: ' 365 ',
        PIPEDRIVE_API_TOKEN: 'pd',
        HUBSPOT_ACCESS_TOKEN: ' ',
      }),
    ).toEqual({
      crmOperators: ['Pipedrive'],
      leadRetentionDays: 365,
      teamByEmail: true,
      confirmationEmail: true,
    });
    expect(noticeFactsIn({ SMTP_URL: 'smtp://mail:25', AUTO_REPLY: 'Off' }).confirmationEmail).toBe(
      false,
    );
    expect(noticeFactsIn({ SMTP_URL: ' ', AUTO_REPLY: 'on' }).confirmationEmail).toBe(false);
  });

  it('refuses a retention the server would refuse', () => {
    for (const bad of ['0', '-3', '1.5', 'a year']) {
      expect(() => noticeFactsIn({ LEADS_RETENTION_DAYS: bad })).toThrow(/LEADS_RETENTION_DAYS/);
    }
  });

  it('names each fact that differs, with both values', () => {
    const built = noticeFactsIn({});
    expect(noticeFactsDiffering(built, built)).toEqual([]);
    expect(
      noticeFactsDiffering(built, noticeFactsIn({ SMTP_URL: 'smtp://m', RD_STATION_API_KEY: 'k' })),
    ).toEqual([
      { fact: 'crmOperators', notice: [], server: ['RD Station Marketing'] },
      { fact: 'teamByEmail', notice: false, server: true },
      { fact: 'confirmationEmail', notice: false, server: true },
    ]);
  });

  it('says a period as a person writes it', () => {
    expect(periodInWords(730, 'pt')).toBe('2 anos');
    expect(periodInWords(365, 'en')).toBe('1 year');
    expect(periodInWords(540, 'pt')).toBe('18 meses');
    expect(periodInWords(30, 'en')).toBe('1 month');
    expect(periodInWords(45, 'pt')).toBe('45 dias');
    expect(periodInWords(1, 'en')).toBe('1 day');
  });
});
