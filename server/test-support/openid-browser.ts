/**
 * A person at the test provider's pages, without a browser: follows the redirects with the
 * provider's cookies, fills its login form (any password) and its consent form, and stops at
 * the redirect back to the application, whose URL it answers. The e2e spec does the same in
 * Chromium.
 */

const formAction = /<form[^>]*action="([^"]+)"/;
const promptValue = /name="prompt" value="(\w+)"/;

export async function signInAtProvider(
  authorizeUrl: string,
  { login, returnsTo }: { login: string; returnsTo: string },
): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = new URL(authorizeUrl);
  let response = await send(url);
  for (let step = 0; step < 12; step++) {
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(returnsTo)) return url;
      response = await send(url);
      continue;
    }
    const page = await response.text();
    const action = formAction.exec(page)?.[1];
    const prompt = promptValue.exec(page)?.[1];
    if (response.status !== 200 || !action || !prompt) {
      throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`);
    }
    const body = new URLSearchParams({ prompt, login, password: 'any password' });
    url = new URL(action.replaceAll('&amp;', '&'), url);
    response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }
  throw new Error('the provider never sent the browser back');
}
