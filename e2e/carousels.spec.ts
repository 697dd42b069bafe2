import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentDot, expectCurrentDot, freezeClock, opacityOf } from './home-helpers';

/**
 * Carousel timing runs on a frozen page clock: timers and animation frames only move when the
 * test advances them, so "a new slide every 10 s" is checked exactly, not by waiting 10 s.
 */

function statsCarousel(page: Page, language: 'pt' | 'en' = 'en') {
  return page.getByRole('group', {
    name: language === 'en' ? 'What our customers achieve' : 'Resultados dos nossos clientes',
  });
}

/** Scrolls to the statistics and waits until Embla has taken the slides over. */
async function startStats(page: Page, language: 'pt' | 'en' = 'en') {
  const carousel = statsCarousel(page, language);
  await carousel.scrollIntoViewIfNeeded();
  // The fade plugin stacks the slides and hides all but the first.
  await expect.poll(() => opacityOf(slideOf(carousel, 2))).toBe(0);
  return carousel;
}

function slideOf(carousel: ReturnType<typeof statsCarousel>, position: number) {
  return carousel.getByRole('group', { name: new RegExp(`^${position} (de|of) \\d+$`) });
}

test.describe('statistics carousel', () => {
  for (const { language, path, numbers, pause } of [
    { language: 'pt', path: '/', numbers: ['331.776', '92.897', '115', '2'], pause: 'Pausar' },
    { language: 'en', path: '/en', numbers: ['331,776', '92,897', '115', '2'], pause: 'Pause' },
  ] as const) {
    test(`four full-width slides, 600 px high, with the claims as ${language} text`, async ({
      page,
    }) => {
      await page.goto(path);
      const carousel = statsCarousel(page, language);
      const slides = carousel.getByRole('group', { name: /^\d (de|of) 4$/ });
      await expect(slides).toHaveCount(4);
      const viewportWidth = page.viewportSize()?.width ?? 0;
      for (const [index, slide] of (await slides.all()).entries()) {
        const box = await slide.boundingBox();
        expect(box?.height).toBe(600);
        expect(box?.width).toBe(viewportWidth);
        await expect(slide).toContainText(numbers[index] ?? '');
      }
      await expect(carousel.getByRole('button', { name: new RegExp(pause) })).toBeVisible();
    });
  }

  test('moves to a new slide every 10 seconds, even under the pointer', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/en');
    const carousel = await startStats(page);
    await carousel.hover();

    await page.clock.runFor(9_900);
    expect(await currentDot(carousel)).toBe(0);
    await page.clock.runFor(200);
    await expectCurrentDot(carousel, 1);

    // The next change comes 10 s after the previous one (at 20 s), not sooner.
    await page.clock.runFor(9_700);
    expect(await currentDot(carousel)).toBe(1);
    await page.clock.runFor(400);
    await expectCurrentDot(carousel, 2);
  });

  test('cross-fades in about 2000 ms', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/en');
    const carousel = await startStats(page);
    await carousel.getByRole('button', { name: 'Go to slide 3 of 4' }).click();
    const third = slideOf(carousel, 3);
    const first = slideOf(carousel, 1);

    await page.clock.runFor(1_000);
    const halfway = await opacityOf(third);
    expect(halfway).toBeGreaterThan(0.5);
    expect(halfway).toBeLessThan(0.97);
    expect(await opacityOf(first)).toBeCloseTo(1 - halfway, 1);

    await page.clock.runFor(1_100);
    expect(await opacityOf(third)).toBeGreaterThanOrEqual(0.99);
    expect(await opacityOf(first)).toBeLessThanOrEqual(0.01);
    await expectCurrentDot(carousel, 2);
  });

  test('the pause button stops it and the play button resumes it', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/en');
    const carousel = await startStats(page);

    await carousel.getByRole('button', { name: 'Pause the slideshow' }).click();
    const play = carousel.getByRole('button', { name: 'Play the slideshow' });
    await expect(play).toBeVisible();
    await page.clock.runFor(30_000);
    expect(await currentDot(carousel)).toBe(0);

    await play.click();
    await expect(carousel.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
    await page.clock.runFor(10_100);
    await expectCurrentDot(carousel, 1);
  });

  test('does not play by itself for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    const carousel = await startStats(page, 'pt');
    await expect(carousel.getByRole('button', { name: 'Retomar a apresentação' })).toBeVisible();
    await page.clock.runFor(30_000);
    expect(await currentDot(carousel)).toBe(0);

    // The dots still work, without any fade: one animation frame (the clock is frozen, so it
    // is advanced by hand) shows the new slide fully, where the fade would take 2000 ms.
    await carousel.getByRole('button', { name: 'Ir para o slide 4 de 4' }).click();
    await expectCurrentDot(carousel, 3);
    await page.clock.runFor(50);
    await expect.poll(() => opacityOf(slideOf(carousel, 4))).toBe(1);
  });
});

function aboutCarousel(page: Page, language: 'pt' | 'en' = 'en') {
  return page.getByRole('group', { name: language === 'en' ? 'ERP modules' : 'Módulos do ERP' });
}

/** Scrolls to the about page's carousel and waits until Embla positions its track. */
async function startAbout(page: Page, language: 'pt' | 'en' = 'en') {
  const carousel = aboutCarousel(page, language);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('style', /transform/);
  return carousel;
}

/** How many slides' cards lie entirely inside the carousel's visible window. */
function fullyVisibleSlides(carousel: ReturnType<typeof aboutCarousel>) {
  return carousel.locator('.overflow-hidden').evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[aria-roledescription="slide"] > *')].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

test.describe('about page solutions carousel', () => {
  test('shows four modules at once on wide screens and one on phones, with a dot per slide', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/en/about');
    const carousel = await startAbout(page);
    expect(await fullyVisibleSlides(carousel)).toBe(isMobile ? 1 : 4);
    await expect(carousel.getByRole('button', { name: /Go to slide \d+ of 12/ })).toHaveCount(12);
    await expect(carousel.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
  });

  test('advances every 3 seconds, moving in about 500 ms, and loops', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about');
    const carousel = await startAbout(page, 'pt');
    const track = carousel.locator('[aria-live]');
    const offset = () =>
      track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const start = await offset();

    await page.clock.runFor(2_900);
    expect(await currentDot(carousel)).toBe(0);
    await page.clock.runFor(200);
    await expectCurrentDot(carousel, 1);
    const step = await carousel
      .getByRole('group', { name: '1 de 12', exact: true })
      .evaluate((slide) => slide.getBoundingClientRect().width);
    // 100 ms after the move began the track is on its way, 500 ms later it has arrived.
    const early = Math.abs((await offset()) - start) / step;
    expect(early).toBeGreaterThan(0.1);
    expect(early).toBeLessThan(0.9);
    await page.clock.runFor(500);
    expect(Math.abs((await offset()) - start)).toBeCloseTo(step, -1);

    // Past the last slide it starts over.
    for (let slide = 2; slide < 12; slide += 1) await page.clock.runFor(3_000);
    await expectCurrentDot(carousel, 11);
    await page.clock.runFor(3_000);
    await expectCurrentDot(carousel, 0);
  });

  test('the pause button stops it; a dot still picks a slide', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/en/about');
    const carousel = await startAbout(page);
    await carousel.getByRole('button', { name: 'Pause the slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await page.clock.runFor(10_000);
    expect(await currentDot(carousel)).toBe(0);

    await carousel.getByRole('button', { name: 'Go to slide 5 of 12' }).click();
    await page.clock.runFor(600);
    await expectCurrentDot(carousel, 4);
    await page.clock.runFor(10_000);
    expect(await currentDot(carousel)).toBe(4);
  });

  test('does not play by itself for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/en/about');
    const carousel = await startAbout(page);
    await expect(carousel.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await page.clock.runFor(10_000);
    expect(await currentDot(carousel)).toBe(0);
  });
});
