import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyNamespaces } from '../i18n/dictionaries.ts';
import { loadNamespaces } from '../i18n/namespace-loader.ts';
import { ADMIN_PATHS, ROUTES } from '../lib/destinations.ts';
import { routeMatcher } from '../contracts/route-matcher.ts';
import { loadHeaderMenus } from './layout/header-chunks.tsx';

/** A lazy page that can also be fetched ahead of its first render. */
export type PageComponent = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<unknown>;
  /** The string namespaces it loads with its code. */
  namespaces: readonly (keyof LazyNamespaces)[];
};

export interface AppRoute {
  path: string;
  page: PageComponent;
}

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A page is its own chunk and its strings are their own chunks (one per language), fetched in
 * parallel, so the first visit loads only the shell and what the page needs, in the language it
 * is drawn in; in both for a page with a download menu, which names each language's files in
 * that language. The shell's focus handling works with lazy pages (see PageHeading).
 */
function page(
  load: Loader,
  needs: (keyof LazyNamespaces)[],
  options?: { bothLanguages: boolean },
): PageComponent {
  const loadAll = async () => {
    const [module] = await Promise.all([load(), loadNamespaces(needs, options)]);
    return module;
  };
  return Object.assign(lazy(loadAll), { preload: loadAll, namespaces: needs });
}

/**
 * A prerendered page's code, fetched before hydrating: React cannot hydrate a page whose code
 * has not arrived, and a press on it meanwhile would be lost. Its page's and the header
 * menus' (main.tsx); each promise gives the module, which the prerender step looks up to name
 * their chunks in the page's HTML (app/prerender.tsx).
 */
export function prerenderedPageCode(pathname: string): [Promise<unknown>, Promise<unknown>] {
  return [prerenderedPage(pathname).preload(), loadHeaderMenus()];
}

/** The page the server prerenders for an address: a public route's, or "Page not found". */
export function prerenderedPage(pathname: string): PageComponent {
  const route = publicRoutes.find(({ path }) => path === pathname.replace(/(.)\/$/, '$1'));
  return route?.page ?? notFoundPage;
}

export const publicRoutes: AppRoute[] = [
  { path: '/', page: page(() => import('../features/marketing/home-page.tsx'), ['home']) },
  {
    path: '/personal',
    page: page(() => import('../features/marketing/personal-page.tsx'), ['marketing']),
  },
  {
    path: '/freetrial',
    page: page(() => import('../features/marketing/free-trial-page.tsx'), ['marketing']),
  },
  { path: '/ausa', page: page(() => import('../features/marketing/ausa-page.tsx'), ['marketing']) },
  {
    path: '/our-provider',
    page: page(() => import('../features/marketing/our-provider-page.tsx'), ['marketing']),
  },
  {
    path: '/our-story',
    page: page(() => import('../features/marketing/our-story-page.tsx'), ['marketing']),
  },
  {
    path: '/our-team',
    page: page(() => import('../features/marketing/our-team-page.tsx'), ['marketing']),
  },
  {
    path: '/terms-of-use',
    page: page(() => import('../features/marketing/terms-page.tsx'), ['marketing']),
  },
  {
    path: '/privay-policy',
    page: page(() => import('../features/marketing/privacy-page.tsx'), ['marketing']),
  },
  {
    path: ROUTES.commands,
    page: page(
      () => import('../features/commands/commands-page.tsx'),
      ['commands', 'organizations', 'categories', 'search'],
    ),
  },
];

export const notFoundPage = page(
  () => import('../features/marketing/not-found-page.tsx'),
  ['marketing'],
);

/** Where the identity provider sends the browser back: the "Signing you in" landing. */
export const signInCallbackRoute: AppRoute = {
  path: '/login',
  page: page(() => import('../features/auth/login-page.tsx'), []),
};

/**
 * The card provider's return to the site root (`/?order_id=...`): shown instead of the home
 * page while the payment is checked, so the home page's chunk carries none of it.
 */
export const paymentReturnPage = page(
  () => import('../features/payments/payment-return-page.tsx'),
  ['payments'],
);

/**
 * A shared list's read-only page: public, but drawn by the browser (its content is someone's
 * list, never prerendered), and answered by the server with 404 or 410 when the link does not
 * work (ADR 044).
 */
export const sharedListRoute: AppRoute = {
  path: `${ROUTES.sharedList}/:token`,
  page: page(() => import('../features/my-list/shared-list-page.tsx'), ['myList']),
};

/** /client/dashboard and /success are the same screen (spec section 2). */
const dashboardPage = page(() => import('../features/dashboard/dashboard-page.tsx'), ['dashboard']);

/** The list beside a map: "View on Map", and an organisation chosen in a search. */
const organizationMapPage = page(
  () => import('../features/categories/organization-map-page.tsx'),
  ['categories', 'organizations'],
);

/** Routes for signed-in users only (the shell sends anyone else to sign in). */
export const signedInRoutes: AppRoute[] = [
  {
    path: '/client/step-2',
    page: page(() => import('../features/account/step-2-page.tsx'), ['account']),
  },
  {
    path: '/client/step-3',
    page: page(() => import('../features/account/step-3-page.tsx'), ['account']),
  },
  {
    path: '/client/step-4',
    page: page(() => import('../features/account/step-4-page.tsx'), ['account', 'surveys']),
  },
  {
    path: '/client/step-5',
    page: page(() => import('../features/account/step-5-page.tsx'), ['account']),
  },
  {
    path: '/payment',
    page: page(() => import('../features/payments/payment-page.tsx'), ['payments']),
  },
  { path: '/client/dashboard', page: dashboardPage },
  { path: '/success', page: dashboardPage },
  {
    path: '/client/organization-detail',
    page: organizationMapPage,
  },
  {
    path: '/client/organization/search/:orgId/:zipCode',
    page: organizationMapPage,
  },
  {
    // Before the category route, which would take "search" for a category id.
    path: '/client/organization/search',
    page: page(
      () => import('../features/categories/organization-search-page.tsx'),
      ['categories', 'organizations'],
    ),
  },
  {
    path: '/client/organization/:categoryId',
    page: page(
      () => import('../features/categories/category-page.tsx'),
      ['categories', 'organizations', 'surveys'],
      { bothLanguages: true },
    ),
  },
  {
    path: '/my-payments',
    page: page(() => import('../features/payments/my-payments-page.tsx'), ['payments']),
  },
  {
    path: '/my-surveys',
    page: page(() => import('../features/surveys/my-surveys-page.tsx'), ['mySurveys']),
  },
  {
    path: ROUTES.myAlerts,
    page: page(() => import('../features/alerts/my-alerts-page.tsx'), ['alerts']),
  },
  {
    path: ROUTES.myList,
    page: page(() => import('../features/my-list/my-list-page.tsx'), ['myList'], {
      bothLanguages: true,
    }),
  },
  {
    path: '/my-profile',
    page: page(() => import('../features/account/my-profile-page.tsx'), ['account']),
  },
  {
    path: '/client/in-active-subscription',
    page: page(() => import('../features/account/inactive-subscription-page.tsx'), ['account']),
  },
];

/**
 * Drawn by the browser for anyone, signed in or not, and not prerendered: a digest's
 * unsubscribe link (issue 39) carries its secret in the query, which prerendered pages do not
 * read.
 */
export const openClientRoutes: AppRoute[] = [
  {
    path: ROUTES.unsubscribe,
    page: page(() => import('../features/alerts/unsubscribe-page.tsx'), ['alerts']),
  },
];

/**
 * The operator console (issue 37): one chunk for its screens, for operators only (the shell
 * shows anyone else "Page not found"; the API refuses them whatever the browser draws).
 */
const adminPage = page(() => import('../features/admin/admin-page.tsx'), ['admin']);
export const adminRoutes: AppRoute[] = Object.values(ADMIN_PATHS).map((path) => ({
  path,
  page: adminPage,
}));

/**
 * A signed-in page's code, fetched as the app starts on a device where someone was signed in
 * (main.tsx) rather than after the first paint, when the page's guard asks for it: it arrives
 * sooner, and is evaluated in a task of its own while the app is drawn, not just after.
 */
export function preloadSignedInPage(pathname: string): void {
  const route = signedInRoutes.find(({ path }) => routeMatcher(path).test(pathname));
  route?.page.preload().catch(() => {
    // The page reports a failure when it renders.
  });
}
