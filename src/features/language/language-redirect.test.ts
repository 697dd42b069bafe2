import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageChoiceScript } from './language-choice-script';
import { languageRedirectScript } from './language-redirect';

/** Runs the inline script as a browser would, on a page at `url` with this localStorage. */
function runRedirect(storage: Storage, url = 'https://example.test/about?x=1#demo') {
  const { pathname, search, hash } = new URL(url);
  const replace = vi.fn<(target: string) => void>();
  const style: { visibility?: string } = {};
  runInNewContext(languageRedirectScript, {
    localStorage: storage,
    location: { pathname, search, hash, replace },
    document: { documentElement: { style } },
  });
  return { replace, hidden: style.visibility === 'hidden' };
}

function storageWith(value: string | null): Storage {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, item) => {
      items.set(key, item);
    },
  };
  if (value !== null) storage.setItem('language-storage-v1', value);
  return storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the language redirect script', () => {
  it('sends a visitor whose stored choice is English to the same page under /en, hidden first', () => {
    const { replace, hidden } = runRedirect(storageWith('{"state":{"language":"en"},"version":0}'));
    expect(replace).toHaveBeenCalledWith('/en/about?x=1#demo');
    expect(hidden).toBe(true);
  });

  it('sends a page with its own English address there: /privacidade to /en/privacy', () => {
    const { replace } = runRedirect(
      storageWith('{"state":{"language":"en"},"version":0}'),
      'https://example.test/privacidade/?x=1',
    );
    expect(replace).toHaveBeenCalledWith('/en/privacy?x=1');
  });

  it('sends the home page to /en, not /en/', () => {
    const { replace } = runRedirect(
      storageWith('{"state":{"language":"en"},"version":0}'),
      'https://example.test/',
    );
    expect(replace).toHaveBeenCalledWith('/en');
  });

  it.each([
    ['no stored choice', null],
    ['Portuguese stored', '{"state":{"language":"pt"},"version":0}'],
    ['an unknown language', '{"state":{"language":"fr"},"version":0}'],
    ['an inherited property name', '{"state":{"language":"toString"},"version":0}'],
    ['broken JSON', '{"state":'],
  ])('leaves the page alone with %s', (_case, stored) => {
    const { replace, hidden } = runRedirect(storageWith(stored));
    expect(replace).not.toHaveBeenCalled();
    expect(hidden).toBe(false);
  });

  it('reads what the language switch stores', () => {
    const storage = storageWith(null);
    const listeners: ((event: unknown) => void)[] = [];
    runInNewContext(languageChoiceScript, {
      localStorage: storage,
      document: { addEventListener: (_type: string, listener: never) => listeners.push(listener) },
    });
    const link = { getAttribute: (name: string) => (name === 'data-language' ? 'en' : null) };
    const target = {
      closest: (selector: string) => (selector.includes('data-language') ? link : null),
    };
    for (const listener of listeners) listener({ target });
    expect(runRedirect(storage).replace).toHaveBeenCalledWith('/en/about?x=1#demo');
  });
});
