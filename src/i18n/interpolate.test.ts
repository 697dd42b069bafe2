import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

const render = (node: ReturnType<typeof interpolate>) =>
  renderToStaticMarkup(createElement('p', null, node));

describe('interpolate', () => {
  it('puts text and elements where the placeholders are', () => {
    const link = createElement('a', { href: 'tel:+551140000000' }, '(11) 4000-0000');
    expect(render(interpolate('Ligue para {phone} ou escreva.', { phone: link }))).toBe(
      '<p>Ligue para <a href="tel:+551140000000">(11) 4000-0000</a> ou escreva.</p>',
    );
    expect(render(interpolate('{a} and {b}', { a: 'one', b: 'two' }))).toBe('<p>one and two</p>');
  });

  it('leaves a text without placeholders as it is', () => {
    expect(render(interpolate('Nothing to fill.', {}))).toBe('<p>Nothing to fill.</p>');
  });

  it('throws when a placeholder has no value, so the build fails instead of showing {it}', () => {
    expect(() => interpolate('Call {phone}.', { email: 'x' })).toThrow('No value for {phone}');
  });
});
