import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.ts';

/**
 * helmet's hardening headers with a strict Content-Security-Policy. @fastify/helmet built
 * helmet's whole middleware again for every request (to add nonces), which was a few
 * percent of the HTTP thread in the API benchmark; the headers are the same for every
 * response but the page's, so they are worked out once and the page adds its nonce.
 */
function helmetOptions(env: Env, styleNonce?: string): HelmetOptions {
  // Stripe.js and its card fields (an iframe), only where Stripe is the card provider:
  // https://docs.stripe.com/security/guide#content-security-policy
  const stripe = Boolean(env.STRIPE_PUBLISHABLE_KEY);
  // A hosted map style's server sends the style, its tiles, glyphs and sprites.
  const map = env.MAP_STYLE_URL ? [new URL(env.MAP_STYLE_URL).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script and no eval: the page's scripts are all files of this site.
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        // React Aria positions popovers through element.style (CSSOM), which CSP allows;
        // its one <style> element carries the page's nonce (see plugins/spa.ts).
        styleSrc: styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...map],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : []), ...map],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
      },
    },
    // The SPA loads its own module scripts only; cross-origin isolation is not needed.
    crossOriginEmbedderPolicy: false,
    // HSTS on plain-http localhost would pin developers' browsers to https.
    strictTransportSecurity: env.NODE_ENV === 'production',
  };
}

/**
 * The CSP source that allows one inline script, by its hash (the CSP has no 'unsafe-inline'):
 * the identity provider's pages, which set their own policy (idp/provider.ts).
 */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The headers helmet's middleware sets for these options, read from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every response gets the headers, including 404s and the identity provider's pages (which
 * write their own response, so the headers go on the raw one, as @fastify/helmet did).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = [...helmetHeaders(helmetOptions(app.env))];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * A fresh nonce for this response's page, which its Content-Security-Policy allows for
 * styles (React Aria's one <style> element); scripts stay 'self'.
 */
export function pageStyleNonce(reply: FastifyReply, env: Env): string {
  const nonce = randomBytes(16).toString('hex');
  const policy = helmetHeaders(helmetOptions(env, nonce)).get('content-security-policy');
  if (policy) reply.raw.setHeader('content-security-policy', policy);
  return nonce;
}
