/**
 * When a refused send may be tried again, in the visitor's words: "em 52 segundos",
 * "in 3 minutes", from the answer's Retry-After (decision 321). Rounded up, so the visitor who
 * waits as told is never refused again; the browser's own Intl, so no words to ship.
 */
import type { Language } from '@contract/languages';

export function retryWhen(seconds: number, language: Language): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return format.format(wait, 'second');
  if (wait < 3600) return format.format(Math.ceil(wait / 60), 'minute');
  return format.format(Math.ceil(wait / 3600), 'hour');
}
