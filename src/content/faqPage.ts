/** /faq: the page's own words around the questions (src/content/faq.ts). */
export const faqPage = {
  title: 'Frequently asked questions',
  lead: 'Languages, updates, roles, pricing and privacy: what centers ask before they start.',
  listLabel: 'Questions and answers',
  contact: {
    title: 'Still wondering about something?',
    text: 'Ask us directly, or book a demo and see the answers on screen with your own team’s questions.',
  },
} as const;
