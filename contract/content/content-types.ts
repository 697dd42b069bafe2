/**
 * The content types the studio edits (decision 400), one schema each, written once: the
 * server validates drafts and publishes with them, the studio draws its editor from them, the
 * renderer applies them to the pages (decision 401).
 */
import type { z } from 'zod';
import { homeContent } from './home';

export const contentSchemas = {
  home: homeContent,
} as const satisfies Record<string, z.ZodType>;

export type ContentType = keyof typeof contentSchemas;
export const contentTypes = Object.keys(contentSchemas) as ContentType[];
export const isContentType = (value: string): value is ContentType =>
  (contentTypes as string[]).includes(value);

/** Each language of an item has one of these; 'published' may have a newer draft beside it. */
export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];
