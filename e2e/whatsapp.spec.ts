import { brand } from '@contract/brand';
import { expect, test } from './fixtures';

/**
 * WhatsApp click-to-chat: a plain link on every public page to wa.me with a text
 * in the page's language naming the page, opening in a new tab, counted as `whatsapp_clicked`.
 * wa.me itself is answered here: nothing leaves the test machine.
 */
const pages = [
  { path: '/', name: 'Conversar pelo WhatsApp', text: 'Estou na página “Início”' },
  { path: '/en/about', name: 'Chat on WhatsApp', text: 'I am on the “About us” page' },
  { path: '/privacidade', name: 'Conversar pelo WhatsApp', text: 'página “Aviso de privacidade”' },
  { path: '/en/contact', name: 'Message us on WhatsApp', text: 'on the “Contact” page' },
  { path: '/contact', name: 'Fale conosco pelo WhatsApp', text: 'Estou na página “Contato”' },
];

for (const { path, name, text } of pages) {
  test(`${path}: a link to WhatsApp with the text naming the page, in a new tab`, async ({
    page,
  }) => {
    await page.goto(path);
    const link = page.getByRole('link', { name: new RegExp(`^${name}`) }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe(`https://wa.me/${brand.whatsapp.digits}`);
    expect(href.searchParams.get('text')).toContain(text);
    expect(href.searchParams.get('text')).toContain(brand.brandName);
  });
}

test('a click opens WhatsApp in a new tab and is counted as whatsapp_clicked', async ({
  page,
  context,
}) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const events: { n?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/event')) events.push(JSON.parse(request.postData() ?? '{}'));
  });
  await page.goto('/?utm_source=newsletter&utm_campaign=frota');
  await expect.poll(() => events.map((event) => event.n)).toContain('pageview');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /^Conversar pelo WhatsApp/ }).click();
  const chat = await opened;
  await expect(chat).toHaveURL(/^https:\/\/wa\.me\//);
  await expect.poll(() => events.map((event) => event.n)).toContain('whatsapp_clicked');
  // The page the visitor was on stays where it was.
  await expect(page).toHaveURL(/\/\?utm_source=newsletter/);
});
