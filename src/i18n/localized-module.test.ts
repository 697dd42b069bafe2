import { describe, expect, it, vi } from 'vitest';
import { localizedModule } from './localized-module';

describe('a module per language', () => {
  it('loads a language once, on demand, and then has it at once', async () => {
    const pt = vi.fn(async () => 'olá');
    const en = vi.fn(async () => 'hello');
    const texts = localizedModule({ pt, en });
    expect(texts.loaded('pt')).toBeUndefined();

    const [first, second] = await Promise.all([texts.load('pt'), texts.load('pt')]);
    expect([first, second]).toEqual(['olá', 'olá']);
    expect(texts.loaded('pt')).toBe('olá');
    expect(pt).toHaveBeenCalledTimes(1);
    // The other language's chunk is never fetched by a page that does not show it.
    expect(en).not.toHaveBeenCalled();
    expect(texts.loaded('en')).toBeUndefined();
  });
});
