import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Puts values into a translated text: `interpolate(t.contact.callPrompt, { phone: <a …/> })`.
 * Values may be elements such as links, so each language keeps its own word order.
 * A placeholder without a value is a bug: it throws, which fails the prerender at build time.
 */
export function interpolate(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/\{(\w+)\}/).map((part, index) => {
    // split() with a capturing group puts the placeholder names at the odd positions.
    if (index % 2 === 0) return part;
    if (!(part in values)) throw new Error(`No value for {${part}} in "${template}"`);
    return createElement(Fragment, { key: part }, values[part]);
  });
}
