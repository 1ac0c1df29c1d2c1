import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { publicConfig, type Env } from '../env.ts';
import { errorBody } from '../errors.ts';
import { pageStyleNonce } from './security-headers.ts';

export const CONFIG_PLACEHOLDER = '<!--app-config-->';

/**
 * Puts the browser's runtime configuration into the page as inert JSON (allowed by the CSP),
 * and, when given, the response's style nonce: React Aria adds one <style> element (usePress)
 * and takes its nonce from <meta property="csp-nonce">, so style-src can stay without
 * 'unsafe-inline'.
 */
export function injectConfig(html: string, env: Env, styleNonce?: string): string {
  const json = JSON.stringify(publicConfig(env)).replace(/</g, '\\u003c');
  const nonceMeta = styleNonce ? `<meta property="csp-nonce" nonce="${styleNonce}" />` : '';
  return html.replace(
    CONFIG_PLACEHOLDER,
    `${nonceMeta}<script id="app-config" type="application/json">${json}</script>`,
  );
}

/** Serves the built SPA: hashed assets cached for a year, every other GET gets index.html. */
export async function registerSpa(app: FastifyInstance, options: { spaDir: string; env: Env }) {
  const template = await readFile(path.join(options.spaDir, 'index.html'), 'utf8');

  await app.register(fastifyStatic, {
    root: options.spaDir,
    index: false,
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

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/api(\/|\?|$)/.test(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) {
      return reply.status(404).send(errorBody('not_found'));
    }
    // Client-side routes (and the translated not-found page) are decided by the SPA.
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectConfig(template, options.env, pageStyleNonce(reply, options.env)));
  });
}
