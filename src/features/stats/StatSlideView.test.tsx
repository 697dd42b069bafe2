import { Truck } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StatSlide } from '@/content/stats';
import { I18nProvider } from '@/i18n/I18nProvider';
import type { Language } from '@/i18n/languages';
import { StatSlideView } from './StatSlideView';

const slide: StatSlide = {
  id: 'trucks',
  value: 92_897,
  lead: { pt: 'Mais de', en: 'More than' },
  unit: { pt: 'caminhões', en: 'trucks' },
  icon: Truck,
};

function render(language: Language, content: StatSlide) {
  return renderToStaticMarkup(
    <I18nProvider language={language}>
      <StatSlideView slide={content} index={1} total={4} playing />
    </I18nProvider>,
  );
}

describe('StatSlideView', () => {
  it('writes the claim as text, with the number in the page’s language', () => {
    expect(render('pt', slide)).toContain('92.897');
    expect(render('en', slide)).toContain('92,897');
    expect(render('en', slide)).toContain('More than');
    expect(render('en', slide)).toContain('aria-label="2 of 4"');
    // One sentence, read as such: the parts are separated by real spaces.
    expect(render('en', slide).replace(/<[^>]+>/g, '')).toBe('More than 92,897 trucks');
  });

  it('shows its icon when content names no video', () => {
    const html = render('en', slide);
    expect(html).not.toContain('<video');
    expect(html).toContain('lucide-truck');
  });

  it('plays a content video as a decorative, looping background', () => {
    const html = render('en', {
      ...slide,
      video: { src: '/videos/trucks.webm', type: 'video/webm', poster: '/videos/trucks.jpg' },
    });
    expect(html).toMatch(/<video[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<video[^>]*loop/);
    expect(html).toMatch(/<video[^>]*playsInline|<video[^>]*playsinline/);
    expect(html).toMatch(/<video[^>]*poster="\/videos\/trucks.jpg"/);
    expect(html).toContain('<source src="/videos/trucks.webm" type="video/webm"/>');
    expect(html).not.toContain('lucide-truck');
    // The claim stays text over the video.
    expect(html).toContain('92,897');
  });
});
