import { describe, expect, it } from 'vitest';
import { assertStaticHtml } from './static-html-guard';

describe('the prerender guard', () => {
  it('accepts plain HTML', () => {
    expect(() =>
      assertStaticHtml('/', '<title>Início</title><main><h1>Olá</h1><p>a &lt;script</p></main>'),
    ).not.toThrow();
  });

  it('rejects what React streams in after a suspended boundary', () => {
    const streamed =
      '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>late</p></div>' +
      '<script>$RC("B:0","S:0")</script>';
    expect(() => assertStaticHtml('/en', streamed)).toThrow(
      /\/en rendered with a streaming script/,
    );
  });

  it('sends structured data to the head instead of the body', () => {
    const jsonLd =
      '<main><script type="application/ld+json">{"@type":"Organization"}</script></main>';
    expect(() => assertStaticHtml('/about', jsonLd)).toThrow(/structured-data\.ts/);
  });
});
