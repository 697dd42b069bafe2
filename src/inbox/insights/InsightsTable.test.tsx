import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n/language-context';
import { countColumns } from './columns';
import { InsightsTable } from './InsightsTable';
import { insightsTexts } from './texts';

const row = (page: string, visits: number, leads: number) => ({
  page,
  visits,
  leads,
  conversionRate: visits ? leads / visits : 0,
});

/** A panel of pages, as the ones to come will be: a row header, the counts, (other), a total. */
function table(language: 'pt' | 'en', other = true) {
  return renderToStaticMarkup(
    <I18nProvider language={language}>
      <InsightsTable
        caption="Pages"
        rowHeader={{ id: 'page', header: 'Page', cell: (item) => item.page }}
        columns={countColumns(insightsTexts[language], language)}
        rows={[row('/', 1200, 30), row('/contact', 40, 10)]}
        rowKey={(item) => item.page}
        other={other ? { label: '(other)', row: row('', 7, 0) } : undefined}
        total={{ label: 'Total', row: row('', 1247, 40) }}
      />
    </I18nProvider>,
  );
}

const cells = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}(?: [^>]*)?>(.*?)</${tag}>`, 'g'))].map(([, text]) => text);

describe('the insights table', () => {
  it('names itself for screen readers and heads each row', () => {
    const html = table('en');
    expect(html).toContain('<caption class="sr-only">Pages</caption>');
    expect(cells(html, 'th')).toEqual([
      'Page',
      'Visits',
      'Leads',
      'Conversion',
      '/',
      '/contact',
      '(other)',
      'Total',
    ]);
    expect(html.match(/scope="row"/g)).toHaveLength(4);
  });

  it('scrolls sideways in a focusable region named apart from its panel', () => {
    expect(table('en')).toMatch(/^<section aria-label="Table “Pages”" tabindex="0"/);
    expect(table('pt')).toMatch(/^<section aria-label="Tabela “Pages”" tabindex="0"/);
  });

  it('formats and right-aligns the numbers in the language shown', () => {
    expect(cells(table('en'), 'td').slice(0, 3)).toEqual(['1,200', '30', '2.5%']);
    expect(cells(table('pt'), 'td').slice(0, 3)).toEqual([
      '1.200',
      '30',
      expect.stringMatching(/^2,5\s?%$/),
    ]);
    const numeric = table('en').match(/<td class="([^"]*)"/g) ?? [];
    expect(numeric).toHaveLength(12);
    for (const cell of numeric) expect(cell).toContain('text-right tabular-nums');
  });

  it('puts the "(other)" row last in the body and the total in the foot', () => {
    const html = table('en');
    expect(html.indexOf('(other)')).toBeLessThan(html.indexOf('</tbody>'));
    expect(html.indexOf('<tfoot')).toBeLessThan(html.indexOf('Total</th>'));
    expect(cells(html.slice(html.indexOf('<tfoot')), 'td')).toEqual(['1,247', '40', '3.2%']);
    expect(table('en', false)).not.toContain('(other)');
  });
});
