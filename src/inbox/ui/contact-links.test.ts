import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, whatsappHref } from './contact-links';

describe('contact links', () => {
  it('calls and writes to the lead', () => {
    expect(mailtoHref(' ana@example.com ')).toBe('mailto:ana@example.com');
    expect(telHref('(31) 3333-4444')).toBe('tel:3133334444');
    expect(telHref('+351 912 345 678')).toBe('tel:+351912345678');
  });

  it('opens WhatsApp with the country code, Brazil’s when none was written', () => {
    expect(whatsappHref('(11) 98888-7777')).toBe('https://wa.me/5511988887777');
    expect(whatsappHref('31 3333-4444')).toBe('https://wa.me/553133334444');
    expect(whatsappHref('+55 11 98888-7777')).toBe('https://wa.me/5511988887777');
    expect(whatsappHref('+351 912 345 678')).toBe('https://wa.me/351912345678');
    expect(whatsappHref('nao tenho tel')).toBeNull();
  });
});
