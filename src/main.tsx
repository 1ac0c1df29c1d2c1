import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadResumedHeader } from './app/layout/header-chunks.tsx';
import { keepPrerenderedHeaderWhole } from './app/layout/narrow-header.ts';
import { readRememberedHeader } from './app/layout/remembered-header.ts';
import { prerenderedPageCode, preloadSignedInPage } from './app/routes.tsx';
import { preloadSessionResume } from './features/auth/auth-client.ts';
import { chosenLanguage, initialLanguage } from './i18n/i18n-provider.tsx';
import { hasLanguage, loadNamespaces, setPageLanguage } from './i18n/namespace-loader.ts';
import './lib/navigation.ts';
import './styles.css';

// zod compiles fast validators with `new Function` when eval is allowed; our CSP forbids it,
// so every first parse would log a CSP violation before zod falls back. Tell zod up front,
// without importing it here (it loads with the pages that call the API).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig,
  jitless: true,
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Public pages arrive prerendered (app/prerender.tsx) in the language the server chose, which
// <html lang> says; the browser draws every other page, and a prerendered one in the other
// language than this device chose before the language cookie existed.
const pageLanguage = document.documentElement.lang.startsWith('es') ? 'sp' : 'en';
const chosen = chosenLanguage();
if (root.firstElementChild && (chosen === null || chosen === pageLanguage)) {
  // The shell's and the page's strings in the page's language only (i18n/namespace-loader.ts).
  setPageLanguage(pageLanguage);
  keepPrerenderedHeaderWhole();
  // In a transition, so that React hydrates the root in slices too (a plain hydration's first
  // pass cannot yield). A press meanwhile still works: React hydrates what was pressed at once.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App language={pageLanguage} />
        </StrictMode>,
      );
    });
  // The page's code and the header menus' code first, so that React hydrates all of it at
  // once: a press then either lands before hydration (a link or form button does its plain
  // job) or after it (React handles it); none waits for code. Not a top-level await: that
  // makes the bundler split the entry into many more files. If the page's code cannot be
  // fetched, hydrate anyway: the error boundary says so. Without the shell's strings,
  // hydrating would blank the page's text: it is left as the server sent it, its links and
  // form buttons working without script.
  void Promise.allSettled(prerenderedPageCode(location.pathname)).then(() => {
    if (hasLanguage(pageLanguage)) hydrate();
  });
} else {
  // In a transition, so that React renders the page in slices and yields between them: the
  // dashboard's first render was one task of 500 ms at 4x slowdown (ADR 049), during which a
  // press or a swipe waited. Nothing is on the screen to keep, so a transition shows the same
  // thing a plain render would, only without holding the main thread.
  const render = () =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  // The shell's strings in the language the app starts in, and a returning user's header drawn
  // whole from the first paint (header-chunks.ts).
  setPageLanguage(initialLanguage());
  // A returning signed-in user's page checks its answers with the contracts, which bring zod:
  // fetched now, the library is evaluated in a task of its own while the rest arrives, not
  // inside the page's code (ADR 057: one task of 160 ms at the CPU became 105 and 56).
  // A failed fetch is the page's to report, when it imports the same. The page's own code
  // and the session's are fetched now too, not after the first paint (ADR 058).
  if (readRememberedHeader()) {
    import('./contracts/current-user.ts').catch(() => {});
    preloadSignedInPage(location.pathname);
  }
  preloadSessionResume();
  void Promise.all([loadNamespaces([]), preloadResumedHeader(location.pathname)]).then(
    render,
    render,
  );
}
