import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A classic script the page runs while its head is parsed, before anything is painted (ADR
 * 049). React Aria asks Intl for the visitor's locale when its code is evaluated
 * (`useDefaultLocale`: `Intl.DateTimeFormat.supportedLocalesOf`, then `Intl.Locale#maximize`
 * for the text direction), and the first Intl calls load the platform's locale data: one task
 * of 100 ms or more on a slow phone, which fell just after the first paint, while the page
 * looked ready and ignored taps. Made here, the same calls cost about the same, once, before
 * the page is shown; React Aria's own calls then find the data loaded. Block-scoped names, so
 * nothing is left on `window`; an odd `navigator.language` throws, and React Aria handles it.
 */
export const INTL_WARM_UP =
  "try{const l=navigator.language||'en-US';Intl.DateTimeFormat.supportedLocalesOf([l]);" +
  "const m=new Intl.Locale(l).maximize();typeof m.getTextInfo=='function'?m.getTextInfo():m.textInfo}catch{}";

/**
 * Where the page loads it from: a file named by its content, kept by the browser for a year (a
 * changed script is a new name). A file the head waits for rather than inline text: the browser
 * runs either before the first paint, but Lighthouse's simulation counted the inline one's task
 * as blocking after the paint, and the page's CSP now allows no inline script at all (ADR 049).
 */
export const INTL_WARM_UP_PATH = `/intl-warm-up-${createHash('sha256')
  .update(INTL_WARM_UP)
  .digest('hex')
  .slice(0, 12)}.js`;

export function registerIntlWarmUp(app: FastifyInstance) {
  app.get(INTL_WARM_UP_PATH, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(INTL_WARM_UP),
  );
}
