/**
 * A list's filter as it lives in the page's URL (so a view can be shared): the API's own
 * names and values (docs/inbox-api.md), empty ones left out.
 */
export function filterFromUrl<Name extends string>(names: readonly Name[], url: URLSearchParams) {
  return Object.fromEntries(names.map((name) => [name, url.get(name) ?? ''])) as Record<
    Name,
    string
  >;
}

export function filterToQuery<Name extends string>(
  names: readonly Name[],
  values: Record<Name, string>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = values[name].trim();
    if (value) query.set(name, value);
  }
  return query;
}
