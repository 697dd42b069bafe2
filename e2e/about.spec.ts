import { expect, test } from './fixtures';

const pages = [
  {
    path: '/about',
    heading: 'Sobre nós',
    storyTitle: 'Nossa história',
    mentions: [/trinta anos/, /TMS/, /WMS/, /assistente virtual nativa/, /Painéis de indicadores/],
    solutionsTitle: 'Nossas soluções',
    demo: 'Solicitar demonstração',
    contactPath: /\/contact$/,
  },
  {
    path: '/en/about',
    heading: 'About us',
    storyTitle: 'Our story',
    mentions: [/thirty years/, /TMS/, /WMS/, /native virtual assistant/, /Dashboards/],
    solutionsTitle: 'Our solutions',
    demo: 'Request a demo',
    contactPath: /\/en\/contact$/,
  },
];

for (const about of pages) {
  test.describe(`about page (${about.path})`, () => {
    test('banner, the story in paragraphs, the solutions carousel and the demo banner', async ({
      page,
    }) => {
      await page.goto(about.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(about.heading);
      // The banner is drawn inline; its text alternative is its accessible name.
      await expect(main.getByRole('img').first()).toHaveAccessibleName(/.{20,}/);

      const story = main.getByRole('region', { name: about.storyTitle });
      const paragraphs = story.locator('p');
      expect(await paragraphs.count()).toBeGreaterThanOrEqual(5);
      for (const mention of about.mentions) await expect(story).toContainText(mention);

      const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.slice(0, 2)).toEqual([about.storyTitle, about.solutionsTitle]);
      await expect(
        main.getByRole('region', { name: about.solutionsTitle }).getByRole('group').first(),
      ).toBeVisible();

      await main.getByRole('link', { name: about.demo }).click();
      await expect(page).toHaveURL(about.contactPath);
    });

    test('the story flows in two columns on wide screens and one on phones', async ({
      page,
      isMobile,
    }) => {
      await page.goto(about.path);
      const lefts = await page
        .getByRole('region', { name: about.storyTitle })
        .locator('p')
        .evaluateAll((paragraphs) =>
          paragraphs.map((paragraph) => Math.round(paragraph.getBoundingClientRect().left)),
        );
      expect(new Set(lefts).size).toBe(isMobile ? 1 : 2);
    });
  });
}

test('the header’s About link opens the page at its top, in English too', async ({
  page,
  isMobile,
}) => {
  await page.goto('/en');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('header').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
