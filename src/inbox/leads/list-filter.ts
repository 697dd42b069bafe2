/**
 * The list's filters, in the API's names (docs/inbox-api.md, "The list"): a new filter or view
 * is one more name here (kept in the URL, the query key and the CSV link by itself).
 */

import { dayMessage } from '@contract/calendar-days';
import { leadFilterQuery } from '@contract/inbox-api';
import * as url from '../ui/url-filter';

export const filterNames = [
  'q',
  'status',
  'from',
  'to',
  'language',
  'source',
  'campaign',
  'owner',
  'due',
  'folder',
] as const;
export type FilterName = (typeof filterNames)[number];
export type FilterValues = Record<FilterName, string>;
/** Why a filter cannot be used (each has its message in the list's texts). */
export type FilterProblem = 'invalidDate' | 'toBeforeFrom' | 'tooLong' | 'notAnOption' | 'invalid';
export type FilterProblems = Partial<Record<FilterName, FilterProblem>>;

export const filterFromUrl = (params: URLSearchParams) => url.filterFromUrl(filterNames, params);
export const filterToQuery = (values: FilterValues) => url.filterToQuery(filterNames, values);

const isFilterName = (name: unknown): name is FilterName =>
  (filterNames as readonly unknown[]).includes(name);

/**
 * Each filter the API would refuse, and why: the API's own schema, so a date range that ends
 * before it starts or a hand-edited URL is told field by field instead of as one 400.
 */
export function validateFilter(values: FilterValues): FilterProblems {
  const parsed = leadFilterQuery.safeParse(Object.fromEntries(filterToQuery(values)));
  if (parsed.success) return {};
  const problems: FilterProblems = {};
  // The schema checks the range only once every field is valid; the person sees it at once.
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (day.test(values.from) && day.test(values.to) && values.from > values.to) {
    problems.to = 'toBeforeFrom';
  }
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (!isFilterName(name) || problems[name]) continue;
    if (issue.code === 'too_big') problems[name] = 'tooLong';
    // A day out of the calendar's bounds is a custom issue too (decision 300): tell it by its message.
    else if (name === 'from' || name === 'to')
      problems[name] = issue.message === dayMessage ? 'invalidDate' : 'toBeforeFrom';
    else if (issue.code === 'custom') problems[name] = 'toBeforeFrom';
    else problems[name] = 'notAnOption';
  }
  return problems;
}
