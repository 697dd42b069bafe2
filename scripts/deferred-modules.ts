/**
 * The prerendered pages fetch their JavaScript after the first paint.
 *
 * Nothing a visitor first sees needs JavaScript: every page is prerendered and paints from its
 * HTML and stylesheet alone. Fetched at once, the ~100 KB of module chunks shared a slow mobile
 * link with the stylesheet, the font and the hero's art, and held back the first paint and the
 * largest one by about a second. So the page names its modules in a data attribute
 * instead of <script>/<link rel="modulepreload"> tags, and a small inline loader adds them
 * when the visitor first interacts, or once the page has stood untouched for a few seconds: the
 * entry script first, its chunks as module preloads beside it so they download in parallel
 * rather than one import after another.
 *
 * The loader's text is the same on every page; the prerender lists its SHA-256 in the site
 * manifest, from which the server allows exactly this inline script in its CSP.
 */

/**
 * Adds the modules, once, at the visitor's first sign of interaction: a pointer that moves or
 * presses, a touch, a key, a wheel, a scroll or a focus (decision 270). Every control
 * above the fold works before then (links, the popover menu, anchors; the buttons that need the
 * page's code queue their clicks, early-clicks-script.ts), and a reader who only looks needs no
 * code: without interaction the modules come once the page has loaded and at least
 * `untouchedPageModulesAfterMs` have passed since the navigation began, at the browser's next
 * idle moment. A sign that comes before the page's `load` (a mouse moved while it loads) waits
 * for it, so the modules never share the link with the first paint and the largest one
 * (decision 004). So the first seconds of a visit nobody touches carry no JavaScript but the
 * inline texts and the page view's own script, which counts the visit at once (decision 270).
 * A timer, not paint timing, sets the fallback: a background tab gets its code all the same.
 */
export const untouchedPageModulesAfterMs = 5000;

export const deferredModulesLoader = [
  '(function(){',
  'var m=document.currentScript.dataset.modules.split(" "),done=0,want=0,',
  'on=["pointermove","pointerdown","touchstart","keydown","wheel","scroll","focusin"];',
  'function off(){on.forEach(function(n){removeEventListener(n,touch,true)})}',
  'function add(){if(done)return;done=1;off();',
  'm.forEach(function(u,i){',
  'var e=document.createElement(i?"link":"script");',
  'if(i){e.rel="modulepreload";e.href=u}else{e.type="module";e.src=u}document.head.appendChild(e)})}',
  'function touch(){off();if(document.readyState==="complete")add();else want=1}',
  'on.forEach(function(n){addEventListener(n,touch,{capture:true,passive:true})});',
  'function idle(){window.requestIdleCallback?requestIdleCallback(add,{timeout:2000}):add()}',
  `function loaded(){if(want)add();else setTimeout(idle,Math.max(0,${untouchedPageModulesAfterMs}-performance.now()))}`,
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
