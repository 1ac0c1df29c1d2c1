import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { publicConfig, type Env } from '../env.ts';
import { errorBody } from '../errors.ts';
import {
  chooseLanguage,
  htmlOpeningTag,
  languageCookie,
  languageSwitch,
  loadPrerenderedPages,
  withHtmlOpeningTag,
  type PrerenderedPages,
} from './prerendered-pages.ts';
import { INTL_WARM_UP_PATH, registerIntlWarmUp } from './intl-warm-up.ts';
import { pageStyleNonce } from './security-headers.ts';

export const CONFIG_PLACEHOLDER = '<!--app-config-->';

/**
 * Puts into the page the Intl warm-up (a classic script without async or defer on purpose: the
 * head waits for it, so it runs before the first paint), the browser's runtime configuration as
 * inert JSON, and, when given, the response's style nonce:
 * React Aria adds one <style> element (usePress) and takes its nonce from
 * <meta property="csp-nonce">, so style-src can stay without 'unsafe-inline'.
 */
export function injectConfig(html: string, env: Env, styleNonce?: string): string {
  const json = JSON.stringify(publicConfig(env)).replace(/</g, '\\u003c');
  const nonceMeta = styleNonce ? `<meta property="csp-nonce" nonce="${styleNonce}" />` : '';
  return html.replace(
    CONFIG_PLACEHOLDER,
    `${nonceMeta}<script src="${INTL_WARM_UP_PATH}"></script><script id="app-config" type="application/json">${json}</script>`,
  );
}

/**
 * Serves the built app: hashed assets cached for a year; a public page prerendered in the
 * visitor's language and display modes; the plain shell for the pages the browser draws; the
 * prerendered not-found page (404) for any other address.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    spaDir: string;
    env: Env;
    pages?: PrerenderedPages | null;
    /**
     * The status of a page the browser draws, when its address alone decides it (a shared
     * list's link answers 410 once revoked): the shell is sent with it, and the page says why.
     */
    pageStatus?: (pathname: string) => Promise<number | null>;
  },
) {
  const template = await readFile(path.join(options.spaDir, 'index.html'), 'utf8');
  const pages =
    options.pages === undefined ? await loadPrerenderedPages(options.spaDir) : options.pages;
  registerIntlWarmUp(app);

  await app.register(fastifyStatic, {
    root: options.spaDir,
    index: false,
    // scripts/precompress.ts wrote .br and .gz beside each text asset at build time.
    preCompressed: true,
    // One route per built file; everything else falls through to the page handler below.
    wildcard: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => {
      // Relative to the SPA folder: a parent folder that happens to be called "assets" must
      // not make every file immutable.
      const immutable = path.relative(options.spaDir, filePath).startsWith(`assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // A route rather than the not-found handler, so the page gets the route hooks (compression).
  app.get('/*', async (request, reply) => {
    const wantsPage =
      !/^\/api(\/|\?|$)/.test(request.url) && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) {
      return reply.status(404).send(errorBody('not_found'));
    }
    const url = new URL(request.url, 'http://localhost');
    const switchTo = languageSwitch(url.search);
    if (switchTo) {
      // 303: the browser then asks for the page itself (GET), as for any form's answer.
      return (
        reply
          .status(303)
          .header('set-cookie', languageCookie(switchTo, request.protocol === 'https'))
          .header('cache-control', 'no-store')
          // Never `//host`: a path on this site only.
          .header('location', `/${url.pathname.replace(/^\/+/, '')}`)
          .send()
      );
    }
    const cookies = request.headers.cookie;
    const language = chooseLanguage(cookies, request.headers['accept-language']);
    // Without prerendered pages (a build without them) the browser draws every page.
    const page = pages?.pageFor(url.pathname, url.search !== '', language) ?? null;
    // A page the browser draws: the shell, naming the code a signed-in page starts with.
    const html = withHtmlOpeningTag(
      page?.html ??
        template.replace('</head>', `${pages?.shellPreloads(url.pathname, language) ?? ''}</head>`),
      htmlOpeningTag(language, cookies),
    );
    const status = page?.status ?? (await options.pageStatus?.(url.pathname)) ?? 200;
    return (
      reply
        .status(status)
        // Revalidated every time: it carries this response's style nonce and configuration.
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(injectConfig(html, options.env, pageStyleNonce(reply, options.env)))
    );
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('not_found')));
}
