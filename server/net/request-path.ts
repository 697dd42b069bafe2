/**
 * A request's path as the router matches it: without its query, percent-decoded. The
 * checks that go by path (the inputs' NUL check, the query kept out of the logs) use it, so
 * `/%61pi/inbox/…`, which the router serves as `/api/inbox/…`, is checked and logged as that.
 */
export function requestPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: the router refuses it; the path is checked as it came.
    return path;
  }
}
