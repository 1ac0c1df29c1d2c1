/**
 * A route pattern as the client's router (wouter) reads it: `:name` is one segment, a trailing
 * slash is allowed and letters match in any case. The server must agree with the browser on
 * which page an address is, or hydration would meet a different page; the app reads an address
 * with it before the router runs, to fetch that page's code early (main.tsx).
 */
export function routeMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source === '' ? '' : source}/?$`, 'i');
}
