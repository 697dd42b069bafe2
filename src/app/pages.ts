import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import type { PageId } from '@/routing/routes';

/** Each page's code is its own chunk: the home page does not carry the contact form. */
export const pages = {
  home: lazyWithPreload(() => import('@/pages/home/HomePage')),
  about: lazyWithPreload(() => import('@/pages/about/AboutPage')),
  contact: lazyWithPreload(() => import('@/pages/contact/ContactPage')),
  privacy: lazyWithPreload(() => import('@/pages/privacy/PrivacyPage')),
  booking: lazyWithPreload(() => import('@/pages/booking/BookingPage')),
  notFound: lazyWithPreload(() => import('@/pages/not-found/NotFoundPage')),
} satisfies Record<PageId | 'notFound', { preload: () => Promise<unknown> }>;
