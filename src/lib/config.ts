// Runtime configuration, put into index.html by the server (server/src/plugins/spa.ts) so one
// build serves every deployment. Tests and tools without the tag get the embedded defaults.
// Checked by hand rather than with zod: this runs on every first page load, and zod is loaded
// only by the pages that call the API.

/** The identity provider as @auth0/auth0-spa-js takes it. */
export interface AuthConfig {
  /** The issuer without its trailing slash, e.g. https://tenant.us.auth0.com */
  domain: string;
  clientId: string;
  /** The API's identifier; access tokens are issued for it. */
  audience: string;
}

export interface AppConfig {
  providerSiteUrl: string;
  ausaCouponCode: string;
  /** A hosted map style (MapLibre style JSON); null: the offline map that comes with the product. */
  mapStyleUrl: string | null;
  /** null when the server has no sign-in configured. */
  auth: AuthConfig | null;
}

// Without the tag (unit tests, tools) the local provider of the page's own origin.
const defaults: AppConfig = {
  providerSiteUrl: 'https://provider.example.org/',
  ausaCouponCode: 'AUSA20',
  mapStyleUrl: null,
  auth: {
    domain: `${typeof location === 'undefined' ? 'http://localhost:8080' : location.origin}/idp`,
    clientId: 'vision-hub-web',
    audience: 'https://api.vision-hub.local',
  },
};

function parseAuth(value: unknown): AuthConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Partial<Record<keyof AuthConfig, unknown>>;
  if (!isHttpUrl(raw.domain)) return null;
  if (typeof raw.clientId !== 'string' || !raw.clientId) return null;
  if (typeof raw.audience !== 'string' || !raw.audience) return null;
  return { domain: raw.domain, clientId: raw.clientId, audience: raw.audience };
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function parseConfig(text: string | null | undefined): AppConfig {
  if (!text) return defaults;
  try {
    const raw = JSON.parse(text) as Partial<Record<keyof AppConfig, unknown>>;
    return {
      providerSiteUrl: isHttpUrl(raw.providerSiteUrl)
        ? raw.providerSiteUrl
        : defaults.providerSiteUrl,
      ausaCouponCode:
        typeof raw.ausaCouponCode === 'string' && raw.ausaCouponCode
          ? raw.ausaCouponCode
          : defaults.ausaCouponCode,
      mapStyleUrl: isHttpUrl(raw.mapStyleUrl) ? raw.mapStyleUrl : null,
      auth: parseAuth(raw.auth),
    };
  } catch (error) {
    console.error('Invalid app-config; using defaults', error);
    return defaults;
  }
}

export const appConfig: AppConfig = parseConfig(
  typeof document === 'undefined' ? null : document.getElementById('app-config')?.textContent,
);
