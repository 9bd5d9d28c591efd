/**
 * Issue 20: the app's entry is requested only once the page has painted, so on a slow phone
 * neither its download nor its evaluation competes with the page the prerendered HTML already
 * shows. A module script in the HTML, even at the end of the body and at low priority, is fetched
 * by the preload scanner before the first paint. This inline loader (its text is fixed, so the
 * server's Content-Security-Policy allows it by its hash, server/security.ts) adds the module
 * script named by its `data-entry`, next to itself, once the browser reports the first contentful paint; at once
 * in a tab opened in the background (it paints nothing until shown), and after 3 s whatever
 * happens (a browser without paint timing must still get a working form). Short on purpose: it
 * is in every page's HTML, whose budget is 14 KB.
 */
export const entryLoader =
  "(s=>{let n=0,l=()=>n++||s.after(Object.assign(document.createElement('script'),{type:'module',src:s.dataset.entry}));" +
  "document.hidden?l():(new PerformanceObserver(e=>e.getEntriesByName('first-contentful-paint')[0]&&l()).observe({type:'paint',buffered:!0}),setTimeout(l,3e3))})(document.currentScript);" +
  // Then, on a home page opened at a fragment (/#faqsSection), the sections above its target are
  // laid out before the browser lands on it (fragmentLanding.ts, which hands them back later and
  // does the same on a navigation in the app): the entry comes too late, often after the load,
  // when the browser no longer keeps its landing on the target.
  "try{let e=document.getElementById(decodeURIComponent(location.hash.slice(1)));for(const s of e?document.querySelectorAll('section.story'):[]){if(s.contains(e))break;s.compareDocumentPosition(e)&4&&s.setAttribute('data-laid-out','')}}catch{}";

/** The loader's tag, naming the entry the prerendered page hydrates with. */
export const entryLoaderTag = (entry: string) => `<script data-entry="${entry}">${entryLoader}</script>`;
