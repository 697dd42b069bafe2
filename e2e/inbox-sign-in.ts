/**
 * Signing in to the inbox in end-to-end tests, one way or the other. The journeys about signing
 * in itself (a wrong password, the lockout, an ended session, where a role lands) type into the
 * form, with `signInThroughForm`. Every other test starts signed in: its worker signs its
 * account in once through the API, as the form's own requests do, and each test's browser
 * starts from that state (`storageState`), instead of loading the form, typing and waiting
 * for the list in every test.
 *
 * Either way the second step is real (decision 450): an account whose roles require a second
 * factor (admins, the accounts' default, and privacy officers) sets up an authenticator app at
 * its first sign-in, as its person would, and later sign-ins type the app's code, which the
 * tests' app computes (contract/test-support/authenticator-app.ts).
 */
import { nextCode, rememberSecret } from '@contract/test-support/authenticator-app';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type Response,
  request as requestContext,
} from '@playwright/test';
import { inboxPassword } from './inbox-server';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** An account of a worker's server, signed in once; its state is where its tests start. */
export interface SignedInAccount {
  readonly email: string;
  readonly name: string;
  readonly storageState: StorageState;
}

interface SecondStep {
  secondStep?: { challenge: string; enrol: boolean };
}

/** Fills the sign-in form open on the page and sends it (what a person signing in does). */
export async function signInThroughForm(page: Page, email: string, password = inboxPassword) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/inbox/sign-in') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await finishSecondStep(page, email, await answer);
}

/**
 * After a first factor the page sent (the sign-in form, a reset link): the second step it
 * asks for, typed into its screen; nothing when the answer was a session or a refusal.
 */
export async function finishSecondStep(page: Page, email: string, response: Response) {
  if (!response.ok()) return;
  const { secondStep } = (await response.json()) as SecondStep;
  if (!secondStep) return;
  if (secondStep.enrol) {
    await page.getByRole('button', { name: 'Usar um aplicativo autenticador' }).click();
    const secret = page.locator('code');
    await expect(secret).toHaveText(/^[A-Z2-7 ]{16,}$/);
    rememberSecret(email, (await secret.textContent()) ?? '');
    await page.getByLabel('Código que o aplicativo mostra').fill(await nextCode(email));
    await page.getByRole('button', { name: 'Ativar' }).click();
    await page.getByRole('button', { name: 'Guardei os códigos, continuar' }).click();
  } else {
    await page.getByLabel('Código do aplicativo autenticador').fill(await nextCode(email));
    await page.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(
    page.getByRole('heading', { name: /^Segunda etapa|^Ative uma segunda/ }),
  ).toHaveCount(0);
}

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
  return answer.json();
}

/** The browser state of `email` signed in on `baseURL`: its session cookie, from the API. */
export async function signedInState(
  baseURL: string,
  email: string,
  password = inboxPassword,
): Promise<StorageState> {
  const context = await requestContext.newContext({ baseURL });
  // The sign-in refuses a request from another site: the form's page is on the same origin.
  const headers = { origin: new URL(baseURL).origin };
  const post = (url: string, data: object) => context.post(url, { data, headers });
  try {
    const first = (await ok(
      await post('/api/inbox/sign-in', { email, password }),
      `signing ${email} in`,
    )) as SecondStep;
    if (first.secondStep?.enrol) {
      const { challenge } = first.secondStep;
      const setup = (await ok(
        await post('/api/inbox/sign-in/enrol/totp', { challenge }),
        'setting up the app',
      )) as { secret: string };
      rememberSecret(email, setup.secret);
      await ok(
        await post('/api/inbox/sign-in/enrol/totp/confirm', {
          challenge,
          code: await nextCode(email),
        }),
        'confirming the app',
      );
    } else if (first.secondStep) {
      await ok(
        await post('/api/inbox/sign-in/second-step', {
          challenge: first.secondStep.challenge,
          code: await nextCode(email),
        }),
        'the second step',
      );
    }
    return await context.storageState();
  } finally {
    await context.dispose();
  }
}
