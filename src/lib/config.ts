import { z } from 'zod';

// Runtime configuration, put into index.html by the server (server/src/plugins/spa.ts) so one
// build serves every deployment. Tests and tools without the tag get the embedded defaults.
const configSchema = z.object({
  providerSiteUrl: z.url().default('https://provider.example.org/'),
  ausaCouponCode: z.string().min(1).default('AUSA20'),
});

export type AppConfig = z.infer<typeof configSchema>;

function readConfig(): AppConfig {
  const tag = typeof document === 'undefined' ? null : document.getElementById('app-config');
  try {
    return configSchema.parse(tag?.textContent ? JSON.parse(tag.textContent) : {});
  } catch (error) {
    console.error('Invalid app-config; using defaults', error);
    return configSchema.parse({});
  }
}

export const appConfig: AppConfig = readConfig();
