/**
 * What a page carries for hydration (decision 401): the difference between the content slots
 * as the build holds them and as they are now, as JSON keyed by slot (src/i18n/published.ts
 * applies it in the browser). No difference: no element, and the page is byte for byte the
 * build's. Used by the prerender's bundle only.
 */
import { publishedContentId } from '@/i18n/published';
import { contentSlots } from './home-content';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const snapshot = (): Record<string, Json> => JSON.parse(JSON.stringify(contentSlots));
/** Taken as the bundle loads, before any published document is applied. */
const built = snapshot();

function difference(before: Json, after: Json): Json | undefined {
  if (
    after !== null &&
    typeof after === 'object' &&
    before !== null &&
    typeof before === 'object'
  ) {
    const changed: Record<string, Json> = {};
    for (const key of Object.keys(after)) {
      const inner = difference(
        (before as Record<string, Json>)[key] ?? null,
        (after as Record<string, Json>)[key] ?? null,
      );
      if (inner !== undefined) changed[key] = inner;
    }
    return Object.keys(changed).length > 0 ? changed : undefined;
  }
  return before === after ? undefined : after;
}

/** The element to put in the page, or '' when it is drawn with the build's own content. */
export function contentPatchElement(): string {
  const patch = difference(built, snapshot());
  if (patch === undefined) return '';
  const json = JSON.stringify(patch).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${publishedContentId}">${json}</script>`;
}

/** The build's objects back as they were, before a document of another language is applied. */
export function restoreBuiltContent() {
  const merge = (target: Record<string, unknown>, source: Record<string, Json>) => {
    for (const [key, value] of Object.entries(source)) {
      if (value !== null && typeof value === 'object') {
        merge(target[key] as Record<string, unknown>, value as Record<string, Json>);
      } else target[key] = value;
    }
  };
  merge(contentSlots as unknown as Record<string, unknown>, built);
}
