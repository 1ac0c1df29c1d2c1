import type { FastifyInstance } from 'fastify';

/**
 * Every route of a ready app as `printRoutes` draws it (method and full URL): the app's own
 * list, independent of the OpenAPI document and of any list kept by hand.
 */
export function printedRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (depth > 0 ? (prefixes[depth - 1] ?? '') : '') + (match[2] ?? '');
    prefixes[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
