/**
 * The six questions of /faq and of the home page's FAQ section (spec sections 1 and 2). Each
 * answer states one of the spec's facts; `id` names the question in analytics and in anchors.
 */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const faq: readonly FaqItem[] = [
  {
    id: 'languages',
    question: 'Which languages is Heartwork available in?',
    answer:
      'Heartwork is available in English, Romanian and Norwegian. If your team works in another language, tell us: the next one is chosen by the centers that ask.',
  },
  {
    id: 'updates',
    question: 'How often is Heartwork updated, and is anyone using it yet?',
    answer: 'A new version comes out every two weeks, and Heartwork is already in use by several centers. Their daily feedback decides what comes next.',
  },
  {
    id: 'roles',
    question: 'Can I decide who sees and does what?',
    answer:
      'Yes. Access is by customizable roles: each role has duties, and each duty has permissions. A receptionist, a doctor and a cook each see exactly what their work needs, and nothing more.',
  },
  {
    id: 'pricing',
    question: 'Is there a free version?',
    answer:
      'Yes. The Front Desk module is free, for good. When your center is ready for more, the advanced packages add the doctor’s office, the laboratory and, soon, the entire building.',
  },
  {
    id: 'commission',
    question: 'How can the Front Desk module be free?',
    answer:
      'Centers on Heartwork can be listed on our booking engine for lifestyle centers. When a guest books through it, we earn a commission per booking. That keeps the Front Desk free for you.',
  },
  {
    id: 'privacy',
    question: 'How do you protect medical data?',
    answer:
      'Medical data privacy is built in: two-factor authentication (2FA), activity logs that show who did what and when, and tools to export and anonymize data when a guest or a study asks for it.',
  },
];
