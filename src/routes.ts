import { locale } from './i18n/locale';

/**
 * The one route table (spec section 2). Each page is its own lazily loaded chunk, found by its
 * file name under src/pages. `template` marks placeholder pages: noindex and not in the sitemap.
 */
export interface RouteDef {
  path: string;
  /** File under src/pages without extension, e.g. 'DemoPage' or 'template/CartPage'. */
  page: string;
  title: string;
  description: string;
  template?: boolean;
  /** The footer is left out on these screens (spec: /error and /coming-soon). */
  hideFooter?: boolean;
  /** The navbar's 'Book a demo' button; hidden where the visitor already is on the form. */
  showJoin?: boolean;
  /** Not for search engines (noindex, not in the sitemap) though not a sample page: the owner's inbox. */
  noindex?: boolean;
}

const product: RouteDef[] = [
  { path: '/', page: 'HomePage', title: 'Heartwork: software for lifestyle and health centers', description: 'Heartwork, not paperwork. Guest data, bookings, medical records, scheduling, research and kitchen for residential lifestyle and health centers.' },
  { path: '/demo', page: 'DemoPage', title: 'Book a demo | Heartwork', description: 'Book a demo of Heartwork or join the waiting list: tell us about your center and the areas you need.', showJoin: false },
  { path: '/faq', page: 'FaqPage', title: 'Frequently asked questions | Heartwork', description: 'Languages, updates, roles and permissions, pricing tiers and data privacy: answers about Heartwork.' },
  { path: '/about', page: 'AboutPage', title: 'About us | Heartwork', description: 'Our vision, our mission and the team building software for lifestyle and health centers.' },
  { path: '/pricing', page: 'PricingPage', title: 'Pricing | Heartwork', description: 'Start free with the Front Desk module and grow into the doctor’s office, the laboratory and the entire building.' },
  { path: '/affiliate', page: 'AffiliatePage', title: 'Invite a center | Heartwork', description: 'Refer a lifestyle center to Heartwork and earn cookies: 30 euros for a referral, three months of subscription after six.' },
  { path: '/scholarship', page: 'ScholarshipPage', title: 'Scholarship Program | Heartwork', description: 'Nobody gets left behind: how new and distressed centers can get Heartwork sponsored for their first year.' },
  { path: '/terms-and-conditions', page: 'TermsPage', title: 'Terms and conditions | Heartwork', description: 'The terms that apply to using the Heartwork website and its forms.' },
  { path: '/privacy-policy', page: 'PrivacyPage', title: 'Privacy policy | Heartwork', description: 'What the Heartwork website stores, why, for how long, and how to ask for deletion.' },
  { path: '/admin', page: 'AdminPage', title: 'Inbox | Heartwork', description: 'The site owner’s inbox.', noindex: true, showJoin: false },
  { path: '/error', page: 'NotFoundPage', title: 'Page Not Found | Heartwork', description: 'The page might have been removed, renamed or be temporarily unavailable.', hideFooter: true, template: true },
];

const t = (path: string, page: string, name: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  page: `template/${page}`,
  title: `${name} | Heartwork (sample page)`,
  description: `${name}: a sample template page with placeholder content.`,
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
  title: 'Page Not Found | Heartwork',
  description: 'The page might have been removed, renamed or be temporarily unavailable.',
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
