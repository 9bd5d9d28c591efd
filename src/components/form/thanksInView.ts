/**
 * A form's thanks, which takes the place of the form once the server has the submission, is
 * brought into view when the visitor sent it from this page: a mouse Submit at the end of the
 * long /demo form on a 1280 x 720 window left the short thanks above the viewport, and the
 * visitor saw an empty area and the footer. A thanks shown for a record sent earlier (a reload,
 * another tab) moves nothing: the page is where the visitor left it.
 */
let sentFromHere = false;
if (typeof document !== 'undefined') document.addEventListener('submit', () => (sentFromHere = true), true);

/** Focuses the thanks (so it is read out) and, after a submit on this page, scrolls it into view. */
export function showThanks(el: HTMLElement | null): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  if (!sentFromHere) return;
  sentFromHere = false;
  const box = el.getBoundingClientRect();
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  if (box.top < navbar || box.bottom > window.innerHeight) el.scrollIntoView({ block: box.height < window.innerHeight - navbar ? 'center' : 'start' });
}
