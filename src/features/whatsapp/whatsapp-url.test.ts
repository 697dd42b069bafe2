import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './whatsapp-url';

describe('the click-to-chat address', () => {
  it('is wa.me with the number and the text URL-encoded', () => {
    expect(whatsappUrl('5511940000000', 'Olá! Página “Contato” & mais?')).toBe(
      'https://wa.me/5511940000000?text=Ol%C3%A1!%20P%C3%A1gina%20%E2%80%9CContato%E2%80%9D%20%26%20mais%3F',
    );
  });
});
