/**
 * The one generator of hostile input for the fuzz tests: seeded (replay a failure with
 * FUZZ_SEED=<the seed a test prints>), and drawing what broke the server before: text in
 * every script with control characters and lone surrogates, extreme dates, deep nesting,
 * percent-encoded bytes that are not UTF-8, and sub-addressed e-mail.
 */

/** mulberry32: a small, fast, seedable generator. */
export function seededRandom(initial: number) {
  let state = initial >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

type Random = ReturnType<typeof seededRandom>;

/** The seed of this run: FUZZ_SEED when replaying, otherwise a new one each run. */
export const fuzzSeed = () => Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

const alphabets = [
  'abcdefghijklmnopqrstuvwxyz ',
  'ÁÉÍÓÚãõçñüß漢字😀👍🏽',
  '<>"\'&;{}[]\\/`$%=+-@,.*_',
  '\u0000\u0001\u0007\u001b\u007f\u200b\u202e\ufeff\n\r\t',
  '0123456789:-T+()',
];

/**
 * Dates at and past the calendar's edges: year 0 and 1, late 9999, JavaScript's last day,
 * impossible days, and the shapes a date parser might half-accept.
 */
const extremeDates = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '9999-12-01',
  '+275760-09-13',
  '-271821-04-20',
  '2026-02-30',
  '2026-13-01',
  '2026-1-1',
  '20260101',
  '1970-01-01T00:00:00Z',
  '2026-12-31T23:59:59.999+14:00',
  '1e400',
  '-1',
  'NaN',
];

/** Values that pass a route's first check, so its deeper paths are reached. */
const plausible = [
  '',
  'new',
  'won,lost',
  'spam',
  '2026-01-31',
  'pt',
  'en',
  'google',
  'comma',
  'semicolon',
  '7',
  '30',
  '0',
  'export',
  'sign_in',
  'seller@example.com',
  'erase',
  'access',
];

export function fuzzInput(random: Random) {
  function text(maxLength = 30): string {
    const length = random.int(maxLength + 1);
    let out = '';
    for (let i = 0; i < length; i++) {
      const alphabet = random.pick(alphabets);
      out += alphabet[random.int(alphabet.length)];
    }
    if (random.next() < 0.05) out += random.pick(['\ud800', '\udc00']);
    return out;
  }

  /** An address the per-mailbox limits must fold: sub-addresses and dotted Gmail names. */
  function email(): string {
    const base = random.pick(['ana', 'a.n.a', 'ANA', text(8) || 'x']);
    const tag = random.next() < 0.5 ? `+${random.int(1000)}` : '';
    const domain = random.pick(['gmail.com', 'example.com', 'googlemail.com', `${text(6)}.com`]);
    return `${base}${tag}@${domain}`;
  }

  const date = () => random.pick(extremeDates);

  /** Brackets nested far deeper than any body we accept (about 20 KB of them). */
  const deepNesting = () => {
    const depth = random.pick([100, 1_000, 10_000]);
    return random.next() < 0.5
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  };

  function value(depth = 0): unknown {
    switch (random.int(depth > 1 ? 6 : 9)) {
      case 0:
        return text();
      case 1:
        return random.pick(plausible);
      case 2:
        return random.pick([0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.5, true, false, null]);
      case 3:
        return text(random.pick([300, 3000]));
      case 4:
        return email();
      case 5:
        return date();
      case 6:
        return Array.from({ length: random.int(3) }, () => value(depth + 1));
      default:
        return object([], depth + 1);
    }
  }

  /** An object with some of `fields` (the route's own names) and a stray one now and then. */
  function object(fields: readonly string[], depth = 0): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const field of fields) if (random.next() < 0.5) out[field] = value(depth);
    if (random.next() < 0.1) out[text(6)] = value(depth);
    return out;
  }

  /** Each character percent-encoded as UTF-8, a lone surrogate as bytes that are not UTF-8. */
  function encode(raw: string) {
    let out = '';
    for (const char of raw) {
      try {
        out += encodeURIComponent(char);
      } catch {
        out += random.pick(['%ED%A0%80', '%ED%B0%80', '%FF', '%C0%80']);
      }
    }
    return random.next() < 0.05 ? `${out}%` : out;
  }

  function query(names: readonly string[]) {
    const parts: string[] = [];
    const count = random.int(5);
    for (let i = 0; i < count; i++) {
      const name = random.next() < 0.9 ? random.pick(names) : encode(text(5));
      const raw = random.pick([
        () => random.pick(plausible),
        date,
        email,
        () => text(random.pick([20, 400])),
      ])();
      parts.push(`${name}=${encode(raw)}`);
    }
    return parts.length ? `?${parts.join('&')}` : '';
  }

  /** A body: random bytes, JSON of any shape, JSON cut short, deep nesting, or a pollution try. */
  function body(fields: readonly string[]): string | Buffer {
    switch (random.int(7)) {
      case 0:
        return Buffer.from(Array.from({ length: random.int(100) }, () => random.int(256)));
      case 1:
        return JSON.stringify(value());
      case 2:
        return JSON.stringify(object(fields)).slice(0, random.int(120));
      case 3:
        return deepNesting();
      case 4:
        return JSON.stringify(object(fields)).replace(
          /^\{/,
          random.next() < 0.5
            ? '{"__proto__":{"polluted":true},'
            : '{"constructor":{"prototype":{"x":1}},',
        );
      default:
        return JSON.stringify(object(fields));
    }
  }

  /**
   * A path as a hostile client writes it: letters percent-encoded (`/%61pi/…`), NUL, dot
   * segments, doubled slashes.
   */
  function mangledPath(path: string) {
    switch (random.int(5)) {
      case 0:
        return path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
      case 1:
        return `${path}%00`;
      case 2:
        return `${path}/..%2f..%2f`;
      case 3:
        return path.replace(/^\//, '//');
      default:
        return path.toUpperCase();
    }
  }

  return { text, email, date, value, object, encode, query, body, deepNesting, mangledPath };
}
