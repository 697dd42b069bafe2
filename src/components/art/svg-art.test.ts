import { describe, expect, it } from 'vitest';
import { inlineSvgMarkup } from './svg-art';

describe('inlineSvgMarkup', () => {
  it('drops the title, comments and the whitespace between tags, and keeps the drawing', () => {
    const file = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <title>Bar chart</title>
  <!-- the bar -->
  <rect width="4" height="10"/>
  <text x="1" y="2">96 %</text>
</svg>
`;
    expect(inlineSvgMarkup(file)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="4" height="10"/><text x="1" y="2">96 %</text></svg>',
    );
  });
});
