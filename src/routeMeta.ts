import { routeText } from './content/routes';
import type { RouteDef } from './routes';

export interface RouteMeta {
  title: string;
  description: string;
}

/** The owner's inbox: English only and never indexed, so it has no entry among the translated texts. */
const inbox: RouteMeta = { title: 'Inbox | Heartwork', description: 'The site owner’s inbox.' };

/**
 * A route's <title> and description, in this build's locale (spec section 2). Apart from the
 * route table because only the head needs them: the prerenderer and the head's code, which the
 * browser loads with the first client-side navigation (applyHead.ts), while every page's entry
 * routes without carrying every page's head text (issue 20's weight budget).
 */
export function routeMeta(route: RouteDef): RouteMeta {
  if (route.page === 'NotFoundPage') return routeText.notFound;
  if (route.sample) {
    return { title: `${route.sample} | Heartwork (sample page)`, description: `${route.sample}: a sample template page with placeholder content.` };
  }
  if (route.page === 'AdminPage') return inbox;
  return routeText[route.path as Exclude<keyof typeof routeText, 'notFound'>];
}
