// Runtime configuration, put into index.html by the server (server/src/plugins/spa.ts) so one
// build serves every deployment. Tests and tools without the tag get the embedded defaults.
// Checked by hand rather than with zod: this runs on every first page load, and zod is loaded
// only by the pages that call the API.

export interface AppConfig {
  providerSiteUrl: string;
  ausaCouponCode: string;
}

const defaults: AppConfig = {
  providerSiteUrl: 'https://provider.example.org/',
  ausaCouponCode: 'AUSA20',
};

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
    };
  } catch (error) {
    console.error('Invalid app-config; using defaults', error);
    return defaults;
  }
}

export const appConfig: AppConfig = parseConfig(
  typeof document === 'undefined' ? null : document.getElementById('app-config')?.textContent,
);
