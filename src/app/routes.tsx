import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

// Every page is its own chunk so the first visit loads only the shell and the page it needs.
// The shell's focus handling works with lazy pages (see PageHeading).
export const publicRoutes: AppRoute[] = [
  { path: '/', page: lazy(() => import('../features/marketing/home-page.tsx')) },
  { path: '/personal', page: lazy(() => import('../features/marketing/personal-page.tsx')) },
  { path: '/freetrial', page: lazy(() => import('../features/marketing/free-trial-page.tsx')) },
  { path: '/ausa', page: lazy(() => import('../features/marketing/ausa-page.tsx')) },
  { path: '/our-provider', page: lazy(() => import('../features/marketing/our-provider-page.tsx')) },
  { path: '/our-story', page: lazy(() => import('../features/marketing/our-story-page.tsx')) },
  { path: '/our-team', page: lazy(() => import('../features/marketing/our-team-page.tsx')) },
  { path: '/terms-of-use', page: lazy(() => import('../features/marketing/terms-page.tsx')) },
  { path: '/privay-policy', page: lazy(() => import('../features/marketing/privacy-page.tsx')) },
];

export const notFoundPage = lazy(() => import('../features/marketing/not-found-page.tsx'));
