import { describe, expect, it } from 'vitest';
import { countLinks, isDisposableAddress, screenLead } from './spam-screen';

describe('the arrival screen', () => {
  it('knows throwaway domains from the kept list, in any case and under a subdomain', () => {
    expect(isDisposableAddress('bot@mailinator.com')).toBe(true);
    expect(isDisposableAddress('Bot@MAILINATOR.COM')).toBe(true);
    expect(isDisposableAddress('bot@inbox.mailinator.com')).toBe(true);
    expect(isDisposableAddress('ana@empresa.com.br')).toBe(false);
    expect(isDisposableAddress('ana@gmail.com')).toBe(false);
  });

  it('counts links with a scheme, www. and shorteners, not a site named in passing', () => {
    expect(countLinks('Veja https://a.example/x, http://b.example e www.c.example')).toBe(3);
    expect(countLinks('bit.ly/abc e <a href="x">aqui</a>')).toBe(2);
    expect(countLinks('Somos a transportes.com.br, de BH')).toBe(0);
  });

  it('files at the configured number of links, and names each reason', () => {
    const links = 'https://a.example https://b.example https://c.example';
    expect(
      screenLead({ email: 'ana@empresa.com.br', message: links }, { linksThreshold: 3 }),
    ).toEqual(['links']);
    expect(
      screenLead({ email: 'ana@empresa.com.br', message: links }, { linksThreshold: 4 }),
    ).toEqual([]);
    expect(
      screenLead({ email: 'x@mailinator.com', message: links }, { linksThreshold: 3 }),
    ).toEqual(['disposable_email', 'links']);
  });
});
