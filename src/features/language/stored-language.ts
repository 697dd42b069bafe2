/**
 * Where the visitor's language choice is kept: localStorage under this key, in zustand's persist
 * format (`{"state":{"language":"en"},"version":0}`). The key and format are the previous
 * site's, so returning visitors keep their language (docs/product.md §3). Read by the store
 * (`language-store.ts`) and by the redirect script that runs before the first paint
 * (`language-redirect.ts`).
 */
export const languageStorageKey = 'language-storage-v1';
export const languageStorageVersion = 0;
