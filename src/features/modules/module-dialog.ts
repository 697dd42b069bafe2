import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';

/**
 * The module dialog and the feature lists it shows are a separate chunk: only a click needs
 * them, so the home page's first load stays light. Fetched when the visitor points at or
 * focuses an explore button, or at the latest on the click.
 */
export const moduleDialog = lazyWithPreload(() => import('./ModuleDialog'));

/**
 * The features as a list inside the card's <noscript>: rendered by the prerender only (React
 * never renders a <noscript>'s children in the browser), so this chunk is never fetched.
 */
export const moduleFeaturesWithoutScript = lazyWithPreload(
  () => import('./ModuleFeaturesWithoutScript'),
);
