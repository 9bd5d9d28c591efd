import type { routeText } from './content/routes';
import { locale } from './i18n/locale';

/**
 * The one route table (spec section 2). Each page is its own lazily loaded chunk, found by its
 * file name under src/pages. `template` marks placeholder pages: noindex and not in the sitemap.
 */
export interface RouteDef {
  path: string;
  /** File under src/pages without extension, e.g. 'DemoPage' or 'template/CartPage'. */
  page: string;
  /** A sample template page's name, which its title and description are made from (routeMeta.ts). */
  sample?: string;
  template?: boolean;
  /** The footer is left out on these screens (spec: /error and /coming-soon). */
  hideFooter?: boolean;
  /** The navbar's 'Book a demo' button; hidden where the visitor already is on the form. */
  showJoin?: boolean;
  /** Not for search engines (noindex, not in the sitemap) though not a sample page: the owner's inbox. */
  noindex?: boolean;
  /**
   * A working tool, not a page of the site (the inbox, issue 36): it draws its own compact header,
   * and the marketing navigation stays out (`hideFooter` keeps the footer out too).
   */
  tool?: boolean;
}

/** A path with a title and description in every locale (src/content/routes.ts): a missing one fails the type check. */
type TextPath = Exclude<keyof typeof routeText, 'notFound'>;
const page = (path: TextPath, name: string, extra: Partial<RouteDef> = {}): RouteDef => ({ path, page: name, ...extra });

const product: RouteDef[] = [
  page('/', 'HomePage'),
  page('/demo', 'DemoPage', { showJoin: false }),
  page('/faq', 'FaqPage'),
  page('/about', 'AboutPage'),
  page('/pricing', 'PricingPage'),
  page('/affiliate', 'AffiliatePage'),
  page('/scholarship', 'ScholarshipPage'),
  page('/terms-and-conditions', 'TermsPage'),
  page('/privacy-policy', 'PrivacyPage'),
  { path: '/admin', page: 'AdminPage', noindex: true, showJoin: false, hideFooter: true, tool: true },
  { path: '/error', page: 'NotFoundPage', hideFooter: true, template: true },
];

const t = (path: string, page: string, sample: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  page: `template/${page}`,
  sample,
  template: true,
  ...extra,
});

const templates: RouteDef[] = [
  t('/marketing', 'MarketingPage', 'Marketing'),
  t('/startup', 'StartupPage', 'Startup'),
  t('/seo-agency', 'SeoAgencyPage', 'SEO agency'),
  t('/services', 'ServicesPage', 'Services'),
  t('/services-details', 'ServicesDetailsPage', 'Service details'),
  t('/projects', 'ProjectsPage', 'Projects'),
  t('/projects-details', 'ProjectsDetailsPage', 'Project details'),
  t('/team', 'TeamPage', 'Team'),
  t('/login', 'LoginPage', 'Login'),
  t('/signup', 'SignupPage', 'Sign up'),
  t('/coming-soon', 'ComingSoonPage', 'Coming soon', { hideFooter: true }),
  t('/products-list', 'ProductsListPage', 'Products'),
  t('/products-details', 'ProductsDetailsPage', 'Product details'),
  t('/cart', 'CartPage', 'Cart'),
  t('/checkout', 'CheckoutPage', 'Checkout'),
  t('/blog', 'BlogPage', 'Blog'),
  t('/blog-details', 'BlogDetailsPage', 'Blog details'),
  t('/contact', 'ContactPage', 'Contact'),
];

/** A product page has a version in every locale (issue 17); sample pages and /admin are English only. */
export const isLocalized = (route: RouteDef): boolean => !route.template && !route.noindex;

const allRoutes: readonly RouteDef[] = [...product, ...templates];
/** The routes of this build's locale: in Romanian or Norwegian, the product pages only. */
export const routes: readonly RouteDef[] = locale === 'en' ? allRoutes : allRoutes.filter(isLocalized);
/** Paths that exist only in English: a link to one from another locale leaves the locale. */
export const englishOnlyPaths: ReadonlySet<string> = new Set(allRoutes.filter((r) => !isLocalized(r)).map((r) => r.path));

/** What any unknown path renders (served with status 404). */
export const notFoundRoute: RouteDef = {
  path: '/404',
  page: 'NotFoundPage',
  hideFooter: true,
  template: true,
};

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The route for a pathname; a trailing slash is ignored. Unknown paths give the not-found route. */
export function matchRoute(pathname: string): RouteDef {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path) ?? notFoundRoute;
}

export const isKnownPath = (pathname: string): boolean => matchRoute(pathname) !== notFoundRoute;
