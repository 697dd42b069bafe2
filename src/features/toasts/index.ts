/** Toasts: the region every page has, the call that shows one, and the preload of Radix Toast. */
export { preloadToaster, ToastRegion } from './ToastRegion';
export { toast } from './toast-store';
