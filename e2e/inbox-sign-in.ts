/**
 * Signing in to the inbox in end-to-end tests, one way or the other. The journeys about signing
 * in itself (a wrong password, the lockout, an ended session, where a role lands) type into the
 * form, with `signInThroughForm`. Every other test starts signed in: its worker signs its
 * account in once through the API, as the form's own request does, and each test's browser
 * starts from that state (`storageState`), instead of loading the form, typing and waiting
 * for the list in every test.
 */
import { type BrowserContext, type Page, request as requestContext } from '@playwright/test';
import { inboxPassword } from './inbox-server';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** An account of a worker's server, signed in once; its state is where its tests start. */
export interface SignedInAccount {
  readonly email: string;
  readonly name: string;
  readonly storageState: StorageState;
}

/** Fills the sign-in form open on the page and sends it (what a person signing in does). */
export async function signInThroughForm(page: Page, email: string, password = inboxPassword) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The browser state of `email` signed in on `baseURL`: its session cookie, from the API. */
export async function signedInState(
  baseURL: string,
  email: string,
  password = inboxPassword,
): Promise<StorageState> {
  const context = await requestContext.newContext({ baseURL });
  try {
    // The sign-in refuses a request from another site: the form's page is on the same origin.
    const answer = await context.post('/api/inbox/sign-in', {
      data: { email, password },
      headers: { origin: new URL(baseURL).origin },
    });
    if (!answer.ok()) {
      throw new Error(`signing ${email} in answered ${answer.status()}: ${await answer.text()}`);
    }
    return await context.storageState();
  } finally {
    await context.dispose();
  }
}
