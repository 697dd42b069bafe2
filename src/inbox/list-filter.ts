/**
 * The list's filters as they live in the page's URL (so a view can be shared): the same names
 * and values as the API's query (docs/inbox-api.md, "The list"), empty ones left out.
 */
export const filterNames = ['q', 'status', 'from', 'to', 'language', 'source', 'campaign'] as const;
export type FilterName = (typeof filterNames)[number];
export type FilterValues = Record<FilterName, string>;

export function filterFromUrl(params: URLSearchParams): FilterValues {
  return Object.fromEntries(
    filterNames.map((name) => [name, params.get(name) ?? '']),
  ) as FilterValues;
}

export function filterToQuery(values: FilterValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = values[name].trim();
    if (value) query.set(name, value);
  }
  return query;
}
