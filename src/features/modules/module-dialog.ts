import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';

/**
 * The module dialog and the feature lists it shows are a separate chunk: only a click needs
 * them, so the home page's first load stays light. Fetched when the visitor points at or
 * focuses an explore button, or at the latest on the click.
 */
export const moduleDialog = lazyWithPreload(() => import('./ModuleDialog'));
