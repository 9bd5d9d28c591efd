import type { ResourceName } from './resources';

/**
 * Every lead form is also a plain HTML form (issue 14, progressive enhancement): with JavaScript
 * off or failed, `<form method="post" action={formPosts[form].action}>` sends a complete lead to
 * the server (server/forms/), which answers with a thank-you page or the form again with the
 * fields to fix. With JavaScript the form's own script handles the submit and this is unused.
 */
export interface FormPost {
  resource: ResourceName;
  page: string;
  action: string;
  /** What the form's lead says of itself besides the fields typed (the pricing lead is a short one). */
  sends?: Record<string, unknown>;
}

export const formPosts = {
  demo: { resource: 'waitlist-records', page: '/demo', action: '/forms/demo' },
  /** The home page's join section. */
  join: { resource: 'waitlist-records', page: '/', action: '/forms/join' },
  /** The pricing page's email-only form: its lead says so (`shortForm`), and the full form completes it. */
  pricing: { resource: 'waitlist-records', page: '/pricing', action: '/forms/pricing', sends: { shortForm: true } },
  affiliate: { resource: 'affiliates', page: '/affiliate', action: '/forms/affiliate' },
  scholarship: { resource: 'scholarship-applications', page: '/scholarship', action: '/forms/scholarship' },
} as const satisfies Record<string, FormPost>;

export type FormPostName = keyof typeof formPosts;

export function isFormPostName(name: string): name is FormPostName {
  return Object.prototype.hasOwnProperty.call(formPosts, name);
}
