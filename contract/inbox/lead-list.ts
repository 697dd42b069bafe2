/** The sales inbox's HTTP contract (inbox-api.ts): the list, its filters, views and counts. */

import '../zod-without-eval';
import { z } from 'zod';
import { allowedDay } from '../calendar-days';
import { defaultLanguage, languages } from '../languages';
import { leadStatus, leadStatuses, optionalText, searchMaxLength } from './common';
import { inboxUser } from './session';

/** The list's views by owner (`owner=`); without one, every lead ("All"). */
export const ownerViews = ['me', 'none'] as const;
export type OwnerView = (typeof ownerViews)[number];

/**
 * The follow-up views (`due=`): `today` the next steps of today, `overdue` those of a day
 * gone by and the leads still new past the first-response limit (leads still being worked).
 */
export const dueViews = ['today', 'overdue'] as const;
export type DueView = (typeof dueViews)[number];

/**
 * The Spam folder (`folder=spam`): the leads marked as spam, by a person or by the arrival
 * screen. Without it every view, count and export leaves them out.
 */
export const folders = ['spam'] as const;
export type Folder = (typeof folders)[number];

/**
 * Why a lead is in the Spam folder: a throwaway e-mail domain, several links in the message,
 * the same message lately from another address (the arrival screen), or a person marked it.
 */
export const spamReasons = ['disposable_email', 'links', 'repeated_message', 'marked'] as const;
export type SpamReason = (typeof spamReasons)[number];

const day = z.preprocess((value) => (value === '' ? undefined : value), allowedDay.optional());

/**
 * The list's filters, as they appear in the page's URL and in the API's query string
 * (GET /api/inbox/leads and /api/inbox/leads.csv): every value a string, statuses
 * comma-separated, days inclusive, in UTC.
 */
export const leadFilterQuery = z
  .object({
    /**
     * Part of the name, e-mail, phone or message, in any letter case and with or without
     * accents; a phone also by its digits, however spaced.
     */
    q: optionalText(searchMaxLength),
    status: z.preprocess(
      (value) =>
        typeof value === 'string' && value !== ''
          ? value
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
          : undefined,
      z.array(leadStatus, { message: `Must be some of ${leadStatuses.join(', ')}` }).optional(),
    ),
    from: day,
    to: day,
    language: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(languages, { message: 'Must be pt or en' }).optional(),
    ),
    /** Attribution source (utm_source), the whole value, any case, accents or not. */
    source: optionalText(200),
    /** Attribution campaign (utm_campaign), the whole value, any case, accents or not. */
    campaign: optionalText(200),
    /** The views by owner: `me` the signed-in account's leads, `none` the unassigned ones. */
    owner: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(ownerViews, { message: 'Must be me or none' }).optional(),
    ),
    due: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(dueViews, { message: 'Must be today or overdue' }).optional(),
    ),
    folder: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(folders, { message: 'Must be spam' }).optional(),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Must not be before from',
    path: ['to'],
  });
export type LeadFilter = z.infer<typeof leadFilterQuery>;

export const leadListQuery = leadFilterQuery.and(
  z.object({
    /** nextCursor of the previous page; absent for the first page. */
    cursor: optionalText(200),
  }),
);
export type LeadListQuery = z.infer<typeof leadListQuery>;

/**
 * GET /api/inbox/leads.csv: the list's filters and `lang`, the language of the person who
 * reads the file (the inbox's): its headers, separator, decimals and dates (decision 363).
 * (`language` is a filter: the leads' own language.)
 */
export const leadExportQuery = leadFilterQuery.and(
  z.object({
    lang: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(languages, { message: 'Must be pt or en' }).default(defaultLanguage),
    ),
  }),
);

/** A row of the list. */
export const leadSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.enum(languages).nullable(),
  status: leadStatus,
  version: z.number(),
  /** Where the visit came from (utm_source or the referring site), null when not recorded. */
  source: z.string().nullable(),
  /** utm_campaign, null when the visit had none. */
  campaign: z.string().nullable(),
  /** The company the visitor named, null when left empty. */
  company: z.string().nullable(),
  /** The account working it; null when nobody is (or its account was removed). */
  owner: inboxUser.nullable(),
  /** The next step's day ('YYYY-MM-DD', the site's calendar) and text; null when none. */
  nextStepOn: z.string().nullable(),
  nextStep: z.string().nullable(),
  /** While new: when its first answer is due (FIRST_RESPONSE_HOURS business hours after). */
  respondBy: z.string().nullable(),
  /** Past its first-response limit, or its next step's day has gone by (while being worked). */
  overdue: z.boolean(),
  /** The same person's earliest lead before this one (same e-mail or phone digits), or null. */
  duplicateOf: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** No inbox account has opened its page yet. */
  unread: z.boolean(),
  /** In the Spam folder (status spam): why; null otherwise. */
  spamReasons: z.array(z.enum(spamReasons)).nullable(),
});
export type LeadSummary = z.infer<typeof leadSummary>;

/** A view's count stops here; past it the view reads "1,000+". */
export const viewCountLimit = 1000;

const leadViewCounts = ['all', 'mine', 'unassigned', 'dueToday', 'overdue', 'spam'] as const;
export type LeadViewCount = (typeof leadViewCounts)[number];

/**
 * GET /api/inbox/leads/counts (the list's filters but the view's own): how many leads each
 * view holds, for the view tabs, each at most viewCountLimit.
 */
export const leadCountsAnswer = z.object({
  all: z.number(),
  mine: z.number(),
  unassigned: z.number(),
  dueToday: z.number(),
  overdue: z.number(),
  /** The Spam folder under the rest of the filter. */
  spam: z.number(),
  /**
   * The people whose leads in the view shown (the whole filter) are new: two new leads of one
   * person (same e-mail or phone digits, as duplicateOf) count once.
   */
  newPeople: z.number(),
  /**
   * The counts that stopped at viewCountLimit: at least that many ("1,000+"); for newPeople,
   * the people among the first viewCountLimit new leads.
   */
  atLeast: z.array(z.enum([...leadViewCounts, 'newPeople'])),
});
export type LeadCountsAnswer = z.infer<typeof leadCountsAnswer>;

/** Newest first, at most leadsPerPage; nextCursor is null on the last page. */
export const leadListAnswer = z.object({
  leads: z.array(leadSummary),
  nextCursor: z.string().nullable(),
});
export type LeadListAnswer = z.infer<typeof leadListAnswer>;
