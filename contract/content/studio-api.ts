/**
 * The studio's HTTP contract (docs/inbox-api.md): items, one language's draft, publish and
 * unpublish, the version history and restore. Every write names the version it was made on
 * (`baseVersion`): a newer one saved meanwhile refuses it with 409 `stale_version`, so a second
 * editor never overwrites the first unawares.
 */
import '../zod-without-eval';
import { z } from 'zod';
import { languages } from '../languages';
import type { ContentStatus, ContentType } from './content-types';

export const contentLanguage = z.enum(languages);

/** One language of an item, as the studio shows it. */
export interface ContentLanguageState {
  language: (typeof languages)[number];
  status: ContentStatus;
  /** The latest saved version's number: the next write's `baseVersion`. */
  version: number;
  /** Which version the visitor sees; null when unpublished. */
  publishedVersion: number | null;
  /** The draft differs from what is published. */
  unpublishedChanges: boolean;
  data: unknown;
  savedAt: string;
  savedBy: string | null;
}

export interface ContentItemSummary {
  id: ContentType;
  languages: Omit<ContentLanguageState, 'data'>[];
}

export interface ContentItemAnswer {
  id: ContentType;
  languages: ContentLanguageState[];
}

export interface ContentVersionEntry {
  version: number;
  action: 'seed' | 'save' | 'restore';
  savedAt: string;
  savedBy: string | null;
  published: boolean;
}

export const saveDraftRequest = z.object({
  baseVersion: z.number().int().min(1),
  data: z.unknown(),
});

export const publishRequest = z.object({
  baseVersion: z.number().int().min(1),
  /** Save this first and publish it; without it the latest draft is published. */
  data: z.unknown().optional(),
});

export const versionRequest = z.object({
  baseVersion: z.number().int().min(1),
});

export const restoreRequest = z.object({
  baseVersion: z.number().int().min(1),
  version: z.number().int().min(1),
});

/** Path parameters of every item route. */
export const contentItemParams = z.object({
  id: z.string(),
  language: contentLanguage,
});
