/**
 * Where the visitor's language choice is kept: localStorage under this key, in zustand's persist
 * format (`{"state":{"language":"en"},"version":0}`). The key and format are the previous
 * site's, so returning visitors keep their language (docs/product.md §3). Written by the inline
 * script that sees each click on the switch (`language-choice-script.ts`; the zustand store
 * that wrote it too is gone, decision 270) and read by the redirect script that runs before
 * the first paint (`language-redirect.ts`).
 */
export const languageStorageKey = 'language-storage-v1';
export const languageStorageVersion = 0;
