import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import type { PageId } from './routes';

/** Each page's code is its own chunk: the home page does not carry the contact form. */
export const pages = {
  home: lazyWithPreload(() => import('@/pages/home/HomePage')),
  about: lazyWithPreload(() => import('@/pages/about/AboutPage')),
  contact: lazyWithPreload(() => import('@/pages/contact/ContactPage')),
  notFound: lazyWithPreload(() => import('@/pages/not-found/NotFoundPage')),
} satisfies Record<PageId | 'notFound', { preload: () => Promise<unknown> }>;
