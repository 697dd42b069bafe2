/**
 * The published content a page was drawn with (decision 401). A page whose published content
 * differs from what this build holds carries the difference as JSON (`#published-content`,
 * data, never run); each object holding content passes through `published()` as its module
 * loads, so hydration and every later render draw what the server drew. A page drawn with the
 * build's own content carries nothing, and this is all it costs.
 */
export const publishedContentId = 'published-content';

type Patch = { [key: string]: Patch | string | number | boolean | null };

const element =
  typeof document === 'undefined' ? null : document.getElementById(publishedContentId);
const patches: Patch = element ? JSON.parse(element.textContent ?? '{}') : {};

// biome-ignore lint/suspicious/noExplicitAny: a deep patch of any object, written by the server.
function merge(target: any, patch: Patch | undefined) {
  for (const key in patch) {
    const value = patch[key];
    if (value && typeof value === 'object') merge(target[key], value);
    else target[key] = value;
  }
}

/** The object with the page's published changes applied, under its slot's name. */
export function published<T>(slot: string, value: T): T {
  merge(value, patches[slot] as Patch | undefined);
  return value;
}
