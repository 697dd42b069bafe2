import { expect } from '@playwright/test';
import { hydrationMarkSelector } from '@/components/lazy/hydration-marks';
import { expectNoAxeViolations } from './accessibility';
import { test } from './inbox-server-test';
import { signedInState } from './inbox-sign-in';

/**
 * The content studio (decisions 400, 401), on a server of the worker's own: a marketing
 * editor changes the hero's headline in Portuguese only and publishes it; a visitor sees it on
 * `/` within 5 s, drawn by the server and hydrated without a mismatch, while `/en` is unchanged.
 */
test.describe.configure({ timeout: 150_000 });

const builtPt = 'Maximize resultados e reduza custos na sua operação';
const builtEn = 'Maximise results and cut costs across your operation';

test('an editor publishes the Portuguese headline only and a visitor sees it within 5 s', async ({
  browser,
  server,
}) => {
  const email = await server.addAccount('marketing', 'Mara Marketing', 'marketing');
  const editorContext = await browser.newContext({
    baseURL: server.url,
    storageState: await signedInState(server.url, email),
  });
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(error.message));

  const headline = visitor.getByRole('heading', { level: 1 });
  await visitor.goto('/en');
  const englishBefore = await headline.textContent();
  expect(englishBefore).toBe(builtEn);
  await visitor.goto('/');
  await expect(headline).toHaveText(builtPt);

  const editor = await editorContext.newPage();
  await editor.goto('/inbox/content');
  await editor.getByRole('link', { name: 'Página inicial' }).click();
  const field = editor.getByLabel('Destaque: título principal (Português)', { exact: true });
  await expect(field).toHaveValue(builtPt);
  await expectNoAxeViolations(editor);

  // A published language never shows an empty headline: refused at the field, nothing lost.
  await field.fill('');
  await editor.getByRole('button', { name: 'Publicar (Português)', exact: true }).click();
  await expect(editor.getByText('Preencha este campo para publicar.')).toBeVisible();
  await expect(field).toBeFocused();

  const newHeadline = `Logística sem surpresas ${test.info().project.name}`;
  await field.fill(newHeadline);
  await editor.getByRole('button', { name: 'Publicar (Português)', exact: true }).click();
  await expect(editor.getByText('Publicado: os visitantes já veem esta versão.')).toBeVisible();
  await expect(editor.getByTestId('pt-status')).toHaveText('Publicado');
  await expect(
    editor.getByLabel('Destaque: título principal (Inglês)', { exact: true }),
  ).toHaveValue(builtEn);

  await expect(async () => {
    await visitor.goto('/');
    await expect(headline).toHaveText(newHeadline, { timeout: 500 });
  }).toPass({ timeout: 5_000 });
  // The page's code draws what the server drew: hydration finds the same text.
  await visitor.locator('#solutions').scrollIntoViewIfNeeded();
  await visitor.locator(hydrationMarkSelector('homeSections')).waitFor({ state: 'attached' });
  await expect(headline).toHaveText(newHeadline);
  expect(problems).toEqual([]);

  await visitor.goto('/en');
  await expect(headline).toHaveText(builtEn);

  await editorContext.close();
  await visitorContext.close();
});
