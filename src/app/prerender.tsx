import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { htmlLang, type Language } from '../i18n/dictionaries.ts';
import { loadNamespaces, stringsModules } from '../i18n/namespace-loader.ts';
import { translate } from '../i18n/translate.ts';
import { DocumentTitleContext } from '../lib/document-title.ts';
import { loadHeaderMenus } from './layout/header-chunks.tsx';
import { App } from './app.tsx';
import {
  adminRoutes,
  openClientRoutes,
  prerenderedPage,
  prerenderedPageCode,
  publicRoutes,
  sharedListRoute,
  signInCallbackRoute,
  signedInRoutes,
} from './routes.tsx';

// Built with `vite build --ssr` and run by scripts/prerender.ts at build time: every public
// page drawn to HTML in each language with React's own static rendering.

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document's title, as the page sets it in the browser. */
  title: string;
  lang: string;
  description: string;
}

/** Public pages, prerendered. */
export const prerenderedPaths = publicRoutes.map((route) => route.path);

/**
 * Addresses the browser draws (signed-in pages, the sign-in landing, an old address): the
 * server sends the plain shell for these and the not-found page for anything else.
 */
export const clientRenderedPaths = [
  signInCallbackRoute.path,
  sharedListRoute.path,
  ...signedInRoutes.map((route) => route.path),
  ...openClientRoutes.map((route) => route.path),
  ...adminRoutes.map((route) => route.path),
  '/privacy-policy',
];

/** Drawn for any other address, with status 404. */
export const NOT_FOUND_PATH = '/404';

/**
 * Every module a page can load as it starts (before hydrating, or a signed-in page's start), by
 * its path (this build only).
 */
const loadedFirst = import.meta.glob(
  [
    '../features/*/*-page.tsx',
    './layout/header-menus.tsx',
    '../i18n/en/*.ts',
    '../i18n/sp/*.ts',
    '../contracts/current-user.ts',
    '../features/auth/resume-session.ts',
  ],
  { eager: true },
);

/**
 * The modules a prerendered page loads before it hydrates (main.tsx: its code and the header
 * menus', routes.tsx, and its strings in its language), by their paths from the project's root
 * as the client build's manifest names them: the build names their chunks in the page's HTML
 * (scripts/prerender.ts).
 */
export async function hydrationModules(path: string, language: Language): Promise<string[]> {
  const loaded = await Promise.all([
    ...prerenderedPageCode(path),
    ...(await stringsModules(prerenderedPage(path).namespaces, language)),
  ]);
  return loaded.map((module) => pathOf(module, path));
}

/** Signed-in pages, by their route patterns: signedInStartModules names what each starts. */
export const signedInPaths = signedInRoutes.map((route) => route.path);

/**
 * The library that resumes a session (features/auth/auth-client.ts imports it as the app starts
 * on a device with a cached session): a package, so named by its folder, not its module.
 */
const SIGN_IN_LIBRARY = 'node_modules/@auth0/auth0-spa-js/';

/**
 * The modules a returning signed-in user's visit to a signed-in page fetches before its first
 * render (main.tsx, and the header's menus as the header is drawn): the page's code and strings
 * in its language, the current user's contract, the session's resumption with the sign-in
 * library, and the menus. The server names their chunks in that page's shell (ADR 060), so they
 * are fetched with the entry, and the bundler's loader adds no link while the entry runs. Not
 * the header's search row, which a wide screen alone draws (header-chunks.tsx). The e2e test of
 * the dashboard holds this list to what the app does.
 */
export async function signedInStartModules(path: string, language: Language): Promise<string[]> {
  const route = signedInRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not a signed-in page`);
  const loaded = await Promise.all([
    route.page.preload(),
    loadHeaderMenus(),
    import('../contracts/current-user.ts'),
    import('../features/auth/resume-session.ts'),
    ...(await stringsModules(route.page.namespaces, language)),
  ]);
  return [...loaded.map((module) => pathOf(module, path)), SIGN_IN_LIBRARY];
}

/** A module's path from the project's root, as the client build names it. */
function pathOf(module: unknown, page: string): string {
  const found = Object.entries(loadedFirst).find(([, known]) => known === module);
  if (!found) throw new Error(`${page} loads a module as it starts that is not listed here`);
  return new URL(found[0], 'file:///src/app/').pathname.slice(1);
}

export async function renderPage(path: string, language: Language): Promise<PrerenderedPage> {
  // The shell's strings (a page's own load with the page).
  await loadNamespaces([]);
  let title = '';
  // A page that fails while prerendering would otherwise ship as a client-render fallback.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <DocumentTitleContext value={(pageTitle) => (title = pageTitle)}>
      <App language={language} ssrPath={path} />
    </DocumentTitleContext>,
    {
      onError: (error) => void errors.push(error),
      // React outlines a boundary larger than this (about 12 kB by default) into a hidden
      // segment and an inline script that swaps it in, for streaming. A prerendered page is
      // sent whole, and the content security policy blocks that script: never outline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) {
    throw new Error(`${path} (${language}) failed to prerender`, { cause: errors[0] });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  const html = Buffer.concat(chunks).toString('utf8');
  // A boundary still pending (React's <template id="B:…"> with its fallback) is not a page.
  if (/<template id="B:/.test(html)) {
    throw new Error(`${path} (${language}) prerendered a loading fallback, not the page`);
  }
  if (!title) throw new Error(`${path} (${language}) rendered without a heading`);
  return {
    html,
    title,
    lang: htmlLang[language],
    description: translate(language, 'shell.description'),
  };
}
