import { typedControlsKey } from './components/island/typedControls';

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
/**
 * Where a fragment (/#faqsSection) lands. The home sections are laid out only as they near the
 * viewport (content-visibility: auto, src/components/home/story.css); until then each counts as
 * its estimated height, so the fragment's position was computed from estimates and the sections
 * above it that were laid out afterwards moved it: /#faqsSection landed 350 px low, the end of the
 * join form above it. While the page lands on a fragment, `data-landing` on <html> has the sections
 * laid out; once it has landed they are handed back to content-visibility, each keeping its real
 * height (`contain-intrinsic-size: auto`), so nothing moves when it is skipped again.
 *
 * Here, in the inline loader, because it must act as the HTML is read: the browser keeps its
 * landing on the target only up to the load event, and the entry often runs after it. It also
 * stays for the page's life, so it sees the app's navigations to a fragment (wouter's `pushState`
 * and `popstate`, before the navigation machine's scroll), the browser's own (`hashchange`, and a
 * click on a same-page link such as the hero's 'Join', whose scroll comes before any event), and
 * gives the landing back at the visitor's first wheel, touch or key, or 3 s after it. (A
 * `:target` rule in CSS would act before any script, but Chromium does not restyle
 * `.story:has(~ :target)` when the target is set.) No bytes of the first load's JavaScript.
 */
export const fragmentLanding =
  "(m=>{let d=document.documentElement,t,r=()=>d.removeAttribute(m),f=()=>{d.setAttribute(m,'');clearTimeout(t);t=setTimeout(r,3e3)},h=()=>location.hash&&f();" +
  "location.hash&&(d.setAttribute(m,''),addEventListener('load',f));['popstate','pushState','hashchange'].map(e=>addEventListener(e,h));" +
  "document.addEventListener('click',e=>e.target.closest?.('a[href^=\"#\"]')&&f(),!0);['wheel','touchstart','keydown'].map(e=>addEventListener(e,r,!0))})('data-landing')";

/**
 * The controls the visitor changed in this document (issue 33: Back across a language switch), from
 * the moment the HTML is read: `changedByVisitor` (components/island/typedControls.ts) reads the set.
 * Here rather than in the entry: no bytes of the first load's JavaScript, and typing that comes
 * before the entry has run is seen too.
 */
export const typingWatch = `(t=>{window.${typedControlsKey}=t;['input','change'].map(e=>addEventListener(e,e=>t.add(e.target),!0))})(new WeakSet);`;

export const entryLoader =
  typingWatch +
  "(s=>{let n=0,l=()=>n++||s.after(Object.assign(document.createElement('script'),{type:'module',src:s.dataset.entry}));" +
  "document.hidden?l():(new PerformanceObserver(e=>e.getEntriesByName('first-contentful-paint')[0]&&l()).observe({type:'paint',buffered:!0}),setTimeout(l,3e3))})(document.currentScript);" +
  fragmentLanding;

/** The loader's tag, naming the entry the prerendered page hydrates with. */
export const entryLoaderTag = (entry: string) => `<script data-entry="${entry}">${entryLoader}</script>`;
