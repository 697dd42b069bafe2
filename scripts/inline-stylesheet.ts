/**
 * The site's stylesheet goes inside each prerendered page instead of behind a <link>.
 *
 * It is the one render-blocking file: on a slow mobile link its request (a new connection, a
 * round trip, 8 KB) stood between the HTML and the first paint. Inline, the page paints as soon
 * as its HTML has arrived. Moving between pages costs nothing more: after the first page the
 * site navigates in the browser and fetches no HTML. The server's CSP allows exactly these
 * texts by their SHA-256 (`styleHashes` in the site manifest), so no `unsafe-inline`.
 * `data-href` keeps the file's address for the budget, which counts the bytes once, in the HTML.
 */
const stylesheetLink = /<link rel="stylesheet"[^>]*\shref="(\/[^"]+\.css)"[^>]*>/g;

export function inlineStylesheets(
  html: string,
  readCss: (href: string) => string,
): { html: string; styles: string[] } {
  const styles: string[] = [];
  const inlined = html.replace(stylesheetLink, (_tag, href: string) => {
    const css = readCss(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it holds "</style"`);
    styles.push(css);
    return `<style data-href="${href}">${css}</style>`;
  });
  return { html: inlined, styles };
}
