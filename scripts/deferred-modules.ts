/**
 * The prerendered pages fetch their JavaScript after the first paint.
 *
 * Nothing a visitor first sees needs JavaScript: every page is prerendered and paints from its
 * HTML and stylesheet alone. Fetched at once, the ~100 KB of module chunks shared a slow mobile
 * link with the stylesheet, the font and the hero's art, and held back the first paint and the
 * largest one by about a second (issue 14). So the page names its modules in a data attribute
 * instead of <script>/<link rel="modulepreload"> tags, and a small inline loader adds them
 * once the page has loaded and painted: the entry script first, its chunks as module preloads
 * beside it so they download in parallel rather than one import after another.
 *
 * The loader's text is the same on every page; the prerender lists its SHA-256 in the site
 * manifest, from which the server allows exactly this inline script in its CSP.
 */

/**
 * Waits for the page's `load` (every image and the font are in) and for the browser to report
 * the first contentful paint, then two more frames so that what loaded is on screen, and only
 * then adds the modules. Where paint timing is missing it waits for `load` and the frames only.
 * A tab opened in the background paints, and so hydrates, when it is first shown.
 */
export const deferredModulesLoader = [
  '(function(){',
  'var m=document.currentScript.dataset.modules.split(" ");',
  'function add(){m.forEach(function(u,i){var e=document.createElement(i?"link":"script");',
  'if(i){e.rel="modulepreload";e.href=u}else{e.type="module";e.src=u}document.head.appendChild(e)})}',
  'function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(add,0)})})}',
  'function painted(){var P=window.PerformanceObserver;',
  'if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return frames();',
  'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();frames()}});',
  'o.observe({type:"paint",buffered:true})}',
  'if(document.readyState==="complete")painted();else addEventListener("load",painted)',
  '})()',
].join('');

const moduleScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * Replaces a page's module scripts and module preloads with the loader. The first module
 * listed is the entry script; the page has exactly one.
 */
export function deferModules(html: string): string {
  const scripts = [...html.matchAll(moduleScript)].map((match) => match[1] ?? '');
  if (scripts.length !== 1) {
    throw new Error(`expected one module script in the page, found ${scripts.length}`);
  }
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const modules = [...new Set([...scripts, ...preloads])].join(' ');
  return html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace(
      '</head>',
      () => `  <script data-modules="${modules}">${deferredModulesLoader}</script>\n  </head>`,
    );
}
