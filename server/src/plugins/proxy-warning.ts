import type { FastifyInstance } from 'fastify';

export const PROXY_WARNING =
  'A request came through a proxy (it has X-Forwarded-For) while TRUST_PROXY is off: every ' +
  "visitor behind that proxy has the proxy's address, so they share one rate limit and the " +
  'logs name the proxy. Set TRUST_PROXY=true if this server is reached only through the ' +
  'proxy (README, "Deploy behind a proxy").';

/**
 * Says once, on the first request that shows it, that the server is behind a proxy it does not
 * trust. Nothing at start-up can tell, and without TRUST_PROXY the per-address limits count a
 * whole site's visitors as one, which looks like the site failing under load. One server per
 * process, so once per app is once per process; later requests pay one boolean test.
 */
export function registerProxyWarning(app: FastifyInstance) {
  if (app.env.TRUST_PROXY) return;
  let hasWarned = false;
  app.addHook('onRequest', async (request) => {
    if (hasWarned || request.headers['x-forwarded-for'] === undefined) return;
    hasWarned = true;
    app.log.warn(PROXY_WARNING);
  });
}
