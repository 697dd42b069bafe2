/**
 * Inline script placed first in the <head> of every Portuguese (unprefixed) page.
 *
 * A visitor who chose English earlier is sent to the same page under /en before anything
 * is painted: the document is hidden first, so no Portuguese flashes. It reads the zustand
 * persist format written by `language-store.ts`. The server allows exactly this script in
 * its Content-Security-Policy by hash, so keep it a constant string.
 */
export const languageRedirectScript = `(function(){try{var s=JSON.parse(localStorage.getItem("language-storage-v1")||"null");if(s&&s.state&&s.state.language==="en"){var p=location.pathname;document.documentElement.style.visibility="hidden";location.replace("/en"+(p==="/"?"":p)+location.search+location.hash)}}catch(e){}})()`;
