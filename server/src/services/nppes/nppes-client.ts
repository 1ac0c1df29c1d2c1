import { z } from 'zod';
import type { LowVisionTaxonomy } from './taxonomies.ts';

// A client for the NPPES NPI Registry API v2.1 (https://npiregistry.cms.hhs.gov/api/).
// The registry answers at most 200 results a request (`limit`) and skips at most 1,000
// (`skip`), so one search reaches at most 1,200 providers; it is a free public service, so
// this client asks at most once a second and backs off when told to slow down.

export const NPPES_API_URL = 'https://npiregistry.cms.hhs.gov/api/';
export const NPPES_MAX_LIMIT = 200;
export const NPPES_MAX_SKIP = 1000;

const text = z.string().max(1000);

const addressSchema = z.object({
  address_purpose: text,
  address_1: text.optional(),
  address_2: text.optional(),
  city: text.optional(),
  state: text.optional(),
  postal_code: text.optional(),
  telephone_number: text.optional(),
  country_code: text.optional(),
});

const taxonomySchema = z.object({
  code: text,
  desc: text.optional(),
  // The registry has sent both a boolean and the strings "Y"/"N" here over the years.
  primary: z.union([z.boolean(), text]).optional(),
  state: text.nullable().optional(),
  license: text.nullable().optional(),
});

const providerSchema = z.object({
  number: z.union([text, z.number().int()]).transform(String),
  enumeration_type: text,
  basic: z
    .object({
      first_name: text.optional(),
      last_name: text.optional(),
      credential: text.optional(),
      organization_name: text.optional(),
      name: text.optional(),
      status: text.optional(),
    })
    .default({}),
  addresses: z.array(addressSchema).default([]),
  taxonomies: z.array(taxonomySchema).default([]),
});

const responseSchema = z.object({
  result_count: z.number().int().min(0),
  results: z.array(providerSchema).default([]),
});

const errorsSchema = z.object({
  Errors: z
    .array(
      z.object({
        description: text.optional(),
        field: text.optional(),
        number: z.union([text, z.number()]).optional(),
      }),
    )
    .min(1),
});

export type NppesProvider = z.infer<typeof providerSchema>;
export type NppesAddress = z.infer<typeof addressSchema>;
export type NppesResponse = z.infer<typeof responseSchema>;

export interface NppesQuery {
  /** Not sent: the registry searches by description. Recorded responses are kept by code. */
  taxonomyCode: string;
  taxonomyDescription: string;
  state: string;
  limit: number;
  skip: number;
}

/** Where pages come from: the registry over HTTP, or recorded responses. */
export interface NppesPageSource {
  fetchPage(query: NppesQuery): Promise<NppesResponse>;
}

/** The registry refused the search or answered something that is not its response shape. */
export class NppesError extends Error {
  override name = 'NppesError';
}

/** Reads a response body: the registry reports bad searches as HTTP 200 with `Errors`. */
export function parseNppesBody(body: unknown): NppesResponse {
  const errors = errorsSchema.safeParse(body);
  if (errors.success) {
    const messages = errors.data.Errors.map((error) =>
      [error.field, error.description].filter(Boolean).join(': '),
    );
    throw new NppesError(`NPPES refused the search: ${messages.join('; ')}`);
  }
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) {
    throw new NppesError(`NPPES answered in an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export interface NppesHttpOptions {
  baseUrl?: string;
  /** Least time between the starts of two requests. */
  minIntervalMs?: number;
  timeoutMs?: number;
  /** Further attempts after a 429, a 5xx, a timeout or a network error. */
  maxRetries?: number;
  /** First back-off; doubled each retry, or Retry-After when the registry says more. */
  backoffMs?: number;
  /** Never wait longer than this for one back-off, whatever Retry-After says. */
  maxBackoffMs?: number;
  log?: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createNppesHttpClient(options: NppesHttpOptions = {}): NppesPageSource {
  const baseUrl = options.baseUrl ?? NPPES_API_URL;
  const minIntervalMs = options.minIntervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxRetries = options.maxRetries ?? 4;
  const backoffMs = options.backoffMs ?? 2000;
  const maxBackoffMs = options.maxBackoffMs ?? 60_000;
  const sleep = options.sleep ?? defaultSleep;
  const log = options.log ?? (() => {});
  let nextStartAt = 0;
  // Callers may ask for pages concurrently; requests still leave one at a time.
  let queue: Promise<unknown> = Promise.resolve();

  const throttle = async () => {
    const wait = nextStartAt - Date.now();
    if (wait > 0) await sleep(wait);
    nextStartAt = Date.now() + minIntervalMs;
  };

  const attempt = async (url: URL): Promise<NppesResponse> => {
    for (let retry = 0; ; retry += 1) {
      await throttle();
      let retryReason: string;
      let retryAfterMs = 0;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) {
          let body: unknown;
          try {
            body = await response.json();
          } catch {
            throw new NppesError('NPPES answered with a body that is not JSON');
          }
          return parseNppesBody(body);
        }
        await response.body?.cancel();
        if (response.status !== 429 && response.status < 500) {
          throw new NppesError(`NPPES answered HTTP ${response.status}`);
        }
        retryReason = `HTTP ${response.status}`;
        const retryAfter = Number(response.headers.get('retry-after'));
        if (Number.isFinite(retryAfter) && retryAfter > 0) retryAfterMs = retryAfter * 1000;
      } catch (error) {
        if (error instanceof NppesError) throw error;
        // Timeouts and network failures: worth another try, like a 5xx.
        retryReason = error instanceof Error ? `${error.name}: ${error.message}` : 'failure';
      }
      if (retry >= maxRetries) {
        throw new NppesError(`NPPES did not answer after ${retry + 1} attempts (${retryReason})`);
      }
      const wait = Math.min(maxBackoffMs, Math.max(backoffMs * 2 ** retry, retryAfterMs));
      log(`NPPES: ${retryReason}; trying again in ${Math.round(wait / 1000)} s`);
      await sleep(wait);
    }
  };

  return {
    fetchPage(query) {
      const url = new URL(baseUrl);
      url.searchParams.set('version', '2.1');
      url.searchParams.set('taxonomy_description', query.taxonomyDescription);
      url.searchParams.set('state', query.state);
      url.searchParams.set('limit', String(query.limit));
      url.searchParams.set('skip', String(query.skip));
      const result = queue.then(() => attempt(url));
      queue = result.catch(() => {});
      return result;
    },
  };
}

export interface TaxonomySearchResult {
  /** Providers that carry the taxonomy's code. */
  providers: NppesProvider[];
  /** Results the registry matched by description that do not carry the code. */
  filteredOut: number;
  requests: number;
  /** True when the registry had more than one search can reach (limit + skip). */
  truncated: boolean;
}

/** Every page of one taxonomy in one state, kept to the providers with that code. */
export async function searchTaxonomy(
  source: NppesPageSource,
  taxonomy: LowVisionTaxonomy,
  state: string,
  pageSize = NPPES_MAX_LIMIT,
): Promise<TaxonomySearchResult> {
  const limit = Math.min(Math.max(1, Math.trunc(pageSize)), NPPES_MAX_LIMIT);
  const result: TaxonomySearchResult = {
    providers: [],
    filteredOut: 0,
    requests: 0,
    truncated: false,
  };
  const seen = new Set<string>();
  for (let skip = 0; ; skip += limit) {
    if (skip > NPPES_MAX_SKIP) {
      result.truncated = true;
      break;
    }
    const page = await source.fetchPage({
      taxonomyCode: taxonomy.code,
      taxonomyDescription: taxonomy.description,
      state,
      limit,
      skip,
    });
    result.requests += 1;
    for (const provider of page.results) {
      if (seen.has(provider.number)) continue;
      seen.add(provider.number);
      if (provider.taxonomies.some((entry) => entry.code.toUpperCase() === taxonomy.code)) {
        result.providers.push(provider);
      } else {
        result.filteredOut += 1;
      }
    }
    if (page.results.length < limit) break;
  }
  return result;
}
