/**
 * Paths the static files must never answer: anything with a segment starting with a dot
 * (`.vite/manifest.json`, `.env`, `.git/…`, and the `.`/`..` of a path that climbs), however
 * it is spelt: doubled slashes, backslashes, percent-encoding, even encoded twice. Browsers
 * tidy `/./` and `/../` themselves, so no visitor's link needs them.
 */
const separators = /[\\/]/;

function hasDotSegment(pathname: string) {
  return pathname.split(separators).some((segment) => segment.startsWith('.'));
}

export function isHiddenPath(url: string): boolean {
  let pathname = url.split('?')[0] ?? '';
  // Each layer of percent-encoding could hide a dot from the check before it.
  for (let layer = 0; layer < 4; layer += 1) {
    if (hasDotSegment(pathname)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return true; // not a path any page links to
    }
    if (decoded === pathname) return false;
    pathname = decoded;
  }
  return true;
}
