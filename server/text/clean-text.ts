// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as it may be stored: control characters other than tab and line breaks removed (no
 * person types them, PostgreSQL cannot store NUL, and they have no business in an e-mail or
 * a CSV), and lone UTF-16 surrogates, which are not characters and which the embedded
 * database's encoder mis-measures, replaced by U+FFFD.
 */
export function cleanText(value: string) {
  return value.replace(controlCharacters, '').replace(loneSurrogates, '\ufffd');
}
