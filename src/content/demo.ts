/** /demo: the page's header above the wait-list form. */
export const demo = {
  title: 'Book a demo',
  lead: 'Share as much information as you are comfortable with, and we will prepare a demo that fits your center.',
} as const;
