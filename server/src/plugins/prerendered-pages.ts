import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_COOKIES,
  PREFERENCE_VALUES,
  type PreferenceCookie,
} from '../../../src/contracts/preferences.ts';
import { routeMatcher } from '../../../src/contracts/route-matcher.ts';

// The public pages prerendered at build time (scripts/prerender.ts, src/app/prerender.tsx),
// and how a request picks one: its address, its language, its display modes.

export type PageLanguage = (typeof PREFERENCE_VALUES.language)[number];

/** Under the SPA folder; a dot folder, so the static files plugin never serves it as is. */
export const PAGES_DIR = '.pages';
export const PAGES_MANIFEST = 'manifest.json';
/**
 * Written by the client build beside Vite's manifest (vite.config.ts): the chunk each source
 * module ended up in, which Vite's manifest names only for a chunk's entry module.
 */
export const MODULE_CHUNKS = '.vite/module-chunks.json';

/** How a page names a built file it will need, so the browser fetches it ahead (ADRs 059, 060). */
export const modulePreload = (href: string) =>
  `<link rel="modulepreload" crossorigin href="${href}">`;
/** The empty root of the built index.html, which a prerendered page fills. */
export const ROOT_PLACEHOLDER = '<div id="root"></div>';
/** In the built 429 page: where its "Try again" link goes (the address that was refused). */
export const RETRY_HREF_PLACEHOLDER = '__retry_href__';

export interface PagesManifest {
  /** Route patterns with a prerendered page per language. */
  prerendered: string[];
  /** Route patterns the browser draws from the plain shell (signed-in pages and the like). */
  clientRendered: string[];
  /** The prerendered page for every other address (sent with 404). */
  notFound: string;
  /**
   * File name stem of the script-free "too many requests" page (`<stem>.<language>.html`),
   * sent with 429 when a browser's page request is over a limit (plugins/rate-limits.ts).
   */
  tooManyRequests?: string;
  /**
   * For each signed-in page's route pattern, in each language: the files its shell names as
   * module preloads, the code and strings a returning user's visit starts with (ADR 060).
   */
  shellPreloads?: Record<string, Record<PageLanguage, string[]>>;
}

export function pageFileName(routePath: string, language: PageLanguage): string {
  const name = routePath === '/' ? 'index' : routePath.replace(/^\//, '').replace(/\//g, '_');
  return `${name}.${language}.html`;
}

function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

function preference<P extends PreferenceCookie>(
  cookies: Map<string, string>,
  name: P,
): (typeof PREFERENCE_VALUES)[P][number] | null {
  const value = cookies.get(PREFERENCE_COOKIES[name]);
  const allowed: readonly string[] = PREFERENCE_VALUES[name];
  return value !== undefined && allowed.includes(value)
    ? (value as (typeof PREFERENCE_VALUES)[P][number])
    : null;
}

/**
 * The visitor's language: the one they chose on this device (its cookie), else the first of
 * English and Spanish their browser asks for (Accept-Language, by weight), else English.
 */
export function chooseLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  const chosen = preference(readCookies(cookieHeader), 'language');
  if (chosen) return chosen;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((entry, order) => {
      const [range = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: range.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranges) {
    if (tag === 'es' || tag.startsWith('es-')) return 'sp';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

/**
 * The header's language button works before any script (ADR 037): on a page not yet
 * interactive it submits its form, `?lang=sp` on the same address. A query that is exactly
 * that is a language switch: the server records it in the language cookie and sends the
 * browser back to the address without the query, which then arrives in that language.
 */
export function languageSwitch(search: string): PageLanguage | null {
  const params = new URLSearchParams(search);
  const keys = [...params.keys()];
  if (keys.length !== 1 || keys[0] !== 'lang') return null;
  const value = params.get('lang');
  const allowed: readonly string[] = PREFERENCE_VALUES.language;
  return value !== null && allowed.includes(value) ? (value as PageLanguage) : null;
}

/** The cookie the browser itself writes for a language (src/lib/preference-cookies.ts). */
export function languageCookie(language: PageLanguage, secure: boolean): string {
  return (
    `${PREFERENCE_COOKIES.language}=${language}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}` +
    `; SameSite=Lax${secure ? '; Secure' : ''}`
  );
}

const HTML_LANG: Record<PageLanguage, string> = { en: 'en', sp: 'es' };

/**
 * The opening <html> tag for this visitor: its language, and the display modes they chose, so
 * the first paint is already in high contrast or large text, before any script runs. Without a
 * choice the modes are the standard ones, written out as the app writes them: an attribute the
 * app added to <html> made the browser restyle the whole page just after it took over (a long
 * task on a slow phone, issue 41).
 */
export function htmlOpeningTag(language: PageLanguage, cookieHeader: string | undefined): string {
  const cookies = readCookies(cookieHeader);
  const contrast = preference(cookies, 'contrast') ?? 'standard';
  const text = preference(cookies, 'text') ?? 'standard';
  return `<html lang="${HTML_LANG[language]}" dir="ltr" data-contrast="${contrast}" data-text="${text}">`;
}

export function withHtmlOpeningTag(html: string, openingTag: string): string {
  return html.replace(/<html\b[^>]*>/, openingTag);
}

export interface PrerenderedPages {
  /** The page for this address, or null when the browser draws it. */
  pageFor(
    pathname: string,
    hasQuery: boolean,
    language: PageLanguage,
  ): { html: string; status: 200 | 404 } | null;
  /** The "too many requests" page in each language; null in builds without one. */
  tooManyRequests: Record<PageLanguage, string> | null;
  /**
   * The module preload links of a page the browser draws, for its shell's head: what a
   * returning signed-in user's visit starts with (ADR 060); '' for any other address.
   */
  shellPreloads(pathname: string, language: PageLanguage): string;
}

/** Reads the build's prerendered pages; null when the build has none (tests, old builds). */
export async function loadPrerenderedPages(spaDir: string): Promise<PrerenderedPages | null> {
  const manifestPath = path.join(spaDir, PAGES_DIR, PAGES_MANIFEST);
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as PagesManifest;
  const read = async (routePath: string) =>
    // A route path (`/our-story`) or a plain file stem (`too-many-requests`).
    Object.fromEntries(
      await Promise.all(
        PREFERENCE_VALUES.language.map(
          async (language) =>
            [
              language,
              await readFile(
                path.join(spaDir, PAGES_DIR, pageFileName(routePath, language)),
                'utf8',
              ),
            ] as const,
        ),
      ),
    ) as Record<PageLanguage, string>;

  const prerendered = await Promise.all(
    manifest.prerendered.map(async (pattern) => ({
      matcher: routeMatcher(pattern),
      pages: await read(pattern),
    })),
  );
  const clientRendered = manifest.clientRendered.map(routeMatcher);
  const notFound = await read(manifest.notFound);
  const tooManyRequests = manifest.tooManyRequests ? await read(manifest.tooManyRequests) : null;
  const shells = Object.entries(manifest.shellPreloads ?? {}).map(([pattern, files]) => ({
    matcher: routeMatcher(pattern),
    links: Object.fromEntries(
      PREFERENCE_VALUES.language.map((language) => [
        language,
        files[language].map(modulePreload).join(''),
      ]),
    ) as Record<PageLanguage, string>,
  }));

  return {
    tooManyRequests,
    shellPreloads(pathname, language) {
      return shells.find(({ matcher }) => matcher.test(pathname))?.links[language] ?? '';
    },
    pageFor(pathname, hasQuery, language) {
      const page = prerendered.find(({ matcher }) => matcher.test(pathname));
      // A query can change what a public page shows (the card provider's return to `/`, the
      // provider sign-in's redirect): the browser draws those.
      if (page) return hasQuery ? null : { html: page.pages[language], status: 200 };
      if (clientRendered.some((matcher) => matcher.test(pathname))) return null;
      return { html: notFound[language], status: 404 };
    },
  };
}
