import { Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { AppToastRegion } from '../components/ui/toast.tsx';
import { SessionProvider } from '../features/auth/session-provider.tsx';
import { DisplayPreferencesProvider } from '../features/settings/display-preferences.tsx';
import type { Language } from '../i18n/dictionaries.ts';
import { I18nProvider, useI18n } from '../i18n/i18n-provider.tsx';
import { Announcer } from '../lib/announcer.tsx';
import { AppFooter } from './layout/app-footer.tsx';
import { AppHeader } from './layout/app-header.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { OperatorsOnly } from './operators-only.tsx';
import {
  adminRoutes,
  notFoundPage as NotFoundPage,
  paymentReturnPage as PaymentReturnPage,
  openClientRoutes,
  publicRoutes,
  sharedListRoute,
  signInCallbackRoute,
  signedInRoutes,
} from './routes.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

function PageLoading() {
  const { t } = useI18n();
  return (
    <p className="page-loading" role="status">
      {t('shell.loadingPage')}
    </p>
  );
}

/**
 * Says when the app has taken over a prerendered page (its buttons work from then on): the
 * end-to-end tests wait for it before pressing anything. The shell, the header and the footer
 * hydrate as separate tasks (their own Suspense boundaries), so each says when it is done.
 */
const notYetInteractive = new Set(['shell', 'header', 'footer']);
function Interactive({ part }: { part: string }) {
  useEffect(() => {
    notYetInteractive.delete(part);
    if (notYetInteractive.size === 0) document.documentElement.dataset.interactive = 'true';
  }, [part]);
  return null;
}

function Shell() {
  const { t } = useI18n();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const LoginPage = signInCallbackRoute.page;
  const SharedListPage = sharedListRoute.page;
  // The card provider returns to the site root with the order id (spec section 4).
  const isPaymentReturn = location === '/' && new URLSearchParams(search).has('order_id');

  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <SessionProvider>
        <a className="skip-link" href="#main-content">
          {t('shell.skipLink')}
        </a>
        {/* Their own boundaries: React hydrates the header, the page and the footer as three
            tasks instead of one long one, and hydrates first the part a person presses. Nothing
            in them suspends once hydrated (their lazy parts have boundaries of their own). */}
        <Suspense fallback={null}>
          <AppHeader />
          <Interactive part="header" />
        </Suspense>
        <main id="main-content" tabIndex={-1} className="site-main">
          <PageErrorBoundary resetKey={location}>
            <Suspense fallback={<PageLoading />}>
              <Switch>
                {isPaymentReturn ? (
                  <Route path="/">
                    <SignedInOnly loading={<PageLoading />} preload={PaymentReturnPage.preload}>
                      <PaymentReturnPage />
                    </SignedInOnly>
                  </Route>
                ) : null}
                {publicRoutes.map(({ path, page: Page }) => (
                  <Route key={path} path={path}>
                    <Page />
                  </Route>
                ))}
                {openClientRoutes.map(({ path, page: Page }) => (
                  <Route key={path} path={path}>
                    <Page />
                  </Route>
                ))}
                <Route path={signInCallbackRoute.path}>
                  <LoginPage />
                </Route>
                <Route path={sharedListRoute.path}>
                  <SharedListPage />
                </Route>
                {signedInRoutes.map(({ path, page: Page }) => (
                  <Route key={path} path={path}>
                    <SignedInOnly loading={<PageLoading />} preload={Page.preload}>
                      <Page />
                    </SignedInOnly>
                  </Route>
                ))}
                {adminRoutes.map(({ path, page: Page }) => (
                  <Route key={path} path={path}>
                    <SignedInOnly loading={<PageLoading />}>
                      <OperatorsOnly fallback={<NotFoundPage />}>
                        <Page />
                      </OperatorsOnly>
                    </SignedInOnly>
                  </Route>
                ))}
                <Route path="/privacy-policy">
                  <Redirect to="/privay-policy" replace />
                </Route>
                <Route>
                  <NotFoundPage />
                </Route>
              </Switch>
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <AppFooter />
          <Interactive part="footer" />
        </Suspense>
        <AppToastRegion />
        <Announcer />
        <Interactive part="shell" />
      </SessionProvider>
    </RouterProvider>
  );
}

export interface AppProps {
  /** The language the page starts in: the prerendered page's, when hydrating or prerendering. */
  language?: Language;
  /** Prerendering (app/prerender.tsx): the address being drawn. */
  ssrPath?: string;
}

export function App({ language, ssrPath }: AppProps) {
  return (
    // Without ssrPath the router follows the browser's address.
    <Router ssrPath={ssrPath}>
      {/* Everything in a boundary of its own (ADR 049): React hydrates the root in one pass
          that cannot yield, and a boundary later, in slices it yields between. Outside any
          boundary, the providers and the shell made that first pass a long task on a slow
          phone, most of it React's own code running for the first time. Nothing here
          suspends once hydrated: the header, the page and the footer have boundaries of their
          own, so the empty fallback never shows. */}
      <Suspense fallback={null}>
        <I18nProvider language={language}>
          <DisplayPreferencesProvider>
            <Shell />
          </DisplayPreferencesProvider>
        </I18nProvider>
      </Suspense>
    </Router>
  );
}
