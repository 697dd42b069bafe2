/**
 * A path on this site, as a lead's page or a visit's landing page is stored: one slash, then
 * not a second slash or a backslash, and no control character. URL parsers and browsers read
 * `//host` and `/\host` (and `/<tab>/host`, tabs and newlines being dropped) as another host, so
 * such a value, resolved against our address, would name someone else's page.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
const sitePath = /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/;

export const isSitePath = (value: string) => sitePath.test(value);
