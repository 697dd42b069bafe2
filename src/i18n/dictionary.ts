import type { pt } from './pt';

/** The shape every language's dictionary must have: exactly the keys of the Portuguese one. */
export type Dictionary = typeof pt;
