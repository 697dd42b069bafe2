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
 * the first contentful paint (reported once it is on screen), then adds the modules, once.
 * Where paint timing is missing it adds them at `load`. A tab opened in the background paints
 * nothing and reports no paint, so after 3 s it adds them anyway. No animation frame or timer
 * stands between the paint and the modules: a page whose clock is paused (the end-to-end tests'
 * carousels) hydrates all the same.
 */
export const deferredModulesLoader = [
  '(function(){',
  'var m=document.currentScript.dataset.modules.split(" "),done=0;',
  'function add(){if(done)return;done=1;m.forEach(function(u,i){',
  'var e=document.createElement(i?"link":"script");',
  'if(i){e.rel="modulepreload";e.href=u}else{e.type="module";e.src=u}document.head.appendChild(e)})}',
  'function loaded(){var P=window.PerformanceObserver;',
  'if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return add();',
  'setTimeout(add,3000);',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();add()}})',
  '.observe({type:"paint",buffered:true})}',
  'if(document.readyState==="complete")loaded();else addEventListener("load",loaded)',
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
