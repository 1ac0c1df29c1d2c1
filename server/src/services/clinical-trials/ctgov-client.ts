import type { z } from 'zod';
import { ctGovSearchResponseSchema, type CtGovSearchResponse } from './ctgov-types.ts';

export const CTGOV_BASE_URL = 'https://clinicaltrials.gov/api/v2';

/** The modules the hub reads; the registry sends nothing else. */
export const CTGOV_FIELDS = [
  'IdentificationModule',
  'StatusModule',
  'DescriptionModule',
  'ConditionsModule',
  'EligibilityModule',
  'ContactsLocationsModule',
] as const;

export const CTGOV_OPEN_STATUSES = ['RECRUITING', 'NOT_YET_RECRUITING'] as const;

export type CtGovErrorKind =
  /** No answer within the timeout. */
  | 'timeout'
  /** The connection failed (DNS, refused, reset). */
  | 'network'
  /** 429 on every try, or a Retry-After longer than we are willing to wait. */
  | 'rate_limited'
  /** 5xx on every try. */
  | 'server_error'
  /** A 4xx other than 429: our request is wrong. Not retried. */
  | 'bad_request'
  /** Not JSON, or JSON that does not match the v2 shape. */
  | 'invalid_response';

export class CtGovError extends Error {
  override readonly name = 'CtGovError';
  constructor(
    readonly kind: CtGovErrorKind,
    message: string,
    readonly details: { status?: number; body?: string; attempts?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
}

export interface CtGovClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** At most one request (tries included) per this many milliseconds. */
  minIntervalMs?: number;
  /** Milliseconds since the epoch; used by the throttle and HTTP-date Retry-After. */
  now?: () => number;
  /** Per try, covering the headers and the body. */
  timeoutMs?: number;
  /** Tries per page, the first included. */
  maxAttempts?: number;
  /** Back-off before try n+1 is backoffMs * 2^(n-1), unless Retry-After says otherwise. */
  backoffMs?: number;
  /** A Retry-After longer than this is not waited for: the search fails as rate_limited. */
  maxRetryDelayMs?: number;
  /** Injected in tests to observe waits; it must honour the signal. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface SearchStudiesParams {
  lat: number;
  lon: number;
  /** Radius of filter.geo; default 200 (the spec's clinical-trials radius). */
  miles?: number;
  /** Condition terms, joined with OR into query.cond. */
  terms: string[];
  /** Studies per page; default 50. */
  pageSize?: number;
  /** Pages to follow through nextPageToken; default 1. */
  maxPages?: number;
  signal?: AbortSignal;
}

/** An NCT number as the registry writes it. */
export const NCT_ID_PATTERN = /^NCT\d{8}$/;

/** The most ids one look-up asks for (the registry's page size limit is 1,000). */
export const MAX_IDS_PER_LOOKUP = 100;

export interface CtGovClient {
  searchStudies(params: SearchStudiesParams): Promise<CtGovSearchResponse>;
  /**
   * The studies with these NCT numbers, whatever their status, with only their identification
   * and status. A number the registry no longer has is simply absent from the answer.
   */
  findStudies(ids: readonly string[], signal?: AbortSignal): Promise<CtGovSearchResponse>;
}

const ESSIE_OPERATORS = new Set(['AND', 'OR', 'NOT']);

/**
 * Keeps letters, digits, spaces and - ' . / so that a term can never inject Essie syntax
 * (quotes, parentheses, AREA[...] and the like) into query.cond.
 */
export function sanitizeTerm(term: string): string {
  return term
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s'./-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `(glaucoma OR "macular degeneration")`; undefined when no term is left. */
export function buildConditionQuery(terms: string[]): string | undefined {
  const cleaned = [...new Set(terms.map(sanitizeTerm).filter(Boolean))];
  if (cleaned.length === 0) return undefined;
  const quoted = cleaned.map((term) =>
    term.includes(' ') || ESSIE_OPERATORS.has(term.toUpperCase()) ? `"${term}"` : term,
  );
  return `(${quoted.join(' OR ')})`;
}

function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(5)));
}

export function buildSearchUrl(
  baseUrl: string,
  { lat, lon, miles = 200, terms, pageSize = 50 }: SearchStudiesParams,
  pageToken?: string,
): URL {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw new RangeError('lat out of range');
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) throw new RangeError('lon out of range');
  if (!Number.isFinite(miles) || miles <= 0) throw new RangeError('miles must be positive');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
    throw new RangeError('pageSize must be 1 to 1000');
  }
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/studies`);
  const cond = buildConditionQuery(terms);
  if (cond) url.searchParams.set('query.cond', cond);
  url.searchParams.set(
    'filter.geo',
    `distance(${formatCoordinate(lat)},${formatCoordinate(lon)},${Number(miles.toFixed(1))}mi)`,
  );
  url.searchParams.set('filter.overallStatus', CTGOV_OPEN_STATUSES.join(','));
  url.searchParams.set('pageSize', String(pageSize));
  url.searchParams.set('countTotal', 'true');
  url.searchParams.set('fields', CTGOV_FIELDS.join(','));
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  return url;
}

/** `GET /studies?filter.ids=…`: one page holding every id asked for. */
export function buildIdsUrl(baseUrl: string, ids: readonly string[]): URL {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MAX_IDS_PER_LOOKUP) {
    throw new RangeError(`ask for 1 to ${String(MAX_IDS_PER_LOOKUP)} ids`);
  }
  const malformed = unique.find((id) => !NCT_ID_PATTERN.test(id));
  if (malformed !== undefined) throw new RangeError(`not an NCT number: ${malformed}`);
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/studies`);
  url.searchParams.set('filter.ids', unique.join(','));
  url.searchParams.set('fields', 'IdentificationModule,StatusModule');
  url.searchParams.set('pageSize', String(unique.length));
  return url;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After as seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - nowMs);
}

const ERROR_BODY_LIMIT = 500;

async function readText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, ERROR_BODY_LIMIT);
  } catch {
    return '';
  }
}

function summariseIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

export function createCtGovClient({
  baseUrl = CTGOV_BASE_URL,
  fetch: fetchImpl = globalThis.fetch,
  minIntervalMs = 1000,
  now = Date.now,
  timeoutMs = 15_000,
  maxAttempts = 3,
  backoffMs = 1000,
  maxRetryDelayMs = 30_000,
  sleep: sleepImpl = sleep,
}: CtGovClientOptions = {}): CtGovClient {
  // Callers take turns; each turn starts at least minIntervalMs after the previous one
  // actually started (measured after the wait, so a late timer cannot squeeze two together).
  let lastStartAt = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();

  function throttle(signal?: AbortSignal): Promise<void> {
    const turn = queue.then(async () => {
      const wait = lastStartAt + minIntervalMs - now();
      if (wait > 0) await sleepImpl(wait, signal);
      lastStartAt = now();
    });
    // An aborted caller gives up its turn without blocking the ones behind it.
    queue = turn.catch(() => undefined);
    return turn;
  }

  /** One try: a response, or a CtGovError of kind timeout/network. */
  async function tryOnce(
    url: URL,
    signal: AbortSignal | undefined,
  ): Promise<{ response: Response; body: string | null }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      // Read the success body inside the timeout too: a stalled body is a timeout.
      const body = response.ok ? await response.text() : null;
      return { response, body };
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      if (controller.signal.aborted) {
        throw new CtGovError('timeout', `ClinicalTrials.gov did not answer in ${timeoutMs} ms`, {
          cause: error,
        });
      }
      throw new CtGovError('network', 'ClinicalTrials.gov could not be reached', {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function fetchPage(url: URL, signal?: AbortSignal): Promise<CtGovSearchResponse> {
    for (let attempt = 1; ; attempt += 1) {
      await throttle(signal);
      const { response, body } = await tryOnce(url, signal);

      if (response.ok) {
        let json: unknown;
        try {
          json = JSON.parse(body ?? '');
        } catch (error) {
          throw new CtGovError('invalid_response', 'ClinicalTrials.gov answered with non-JSON', {
            status: response.status,
            cause: error,
          });
        }
        const parsed = ctGovSearchResponseSchema.safeParse(json);
        if (!parsed.success) {
          throw new CtGovError(
            'invalid_response',
            `ClinicalTrials.gov answer does not match the v2 shape: ${summariseIssues(parsed.error)}`,
            { status: response.status, cause: parsed.error },
          );
        }
        return parsed.data;
      }

      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable) {
        // 400s come as text/plain explaining the bad parameter.
        const text = await readText(response);
        throw new CtGovError(
          'bad_request',
          `ClinicalTrials.gov rejected the request (${response.status}): ${text}`,
          { status: response.status, body: text, attempts: attempt },
        );
      }

      // Free the connection; the body of a 429/5xx is not needed.
      await response.body?.cancel().catch(() => undefined);
      const kind: CtGovErrorKind = response.status === 429 ? 'rate_limited' : 'server_error';
      if (attempt >= maxAttempts) {
        throw new CtGovError(
          kind,
          `ClinicalTrials.gov answered ${response.status} on ${attempt} tries`,
          { status: response.status, attempts: attempt },
        );
      }
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
      const delay = retryAfter ?? backoffMs * 2 ** (attempt - 1);
      if (delay > maxRetryDelayMs) {
        throw new CtGovError(
          kind,
          `ClinicalTrials.gov asked to wait ${Math.ceil(delay / 1000)} s; not waiting that long`,
          { status: response.status, attempts: attempt },
        );
      }
      await sleepImpl(delay, signal);
    }
  }

  return {
    async searchStudies(params) {
      const maxPages = params.maxPages ?? 1;
      let url = buildSearchUrl(baseUrl, params);
      const first = await fetchPage(url, params.signal);
      const studies = [...first.studies];
      let last = first;
      for (let page = 2; page <= maxPages && last.nextPageToken; page += 1) {
        url = buildSearchUrl(baseUrl, params, last.nextPageToken);
        last = await fetchPage(url, params.signal);
        studies.push(...last.studies);
      }
      return {
        ...first,
        studies,
        nextPageToken: last.nextPageToken,
      };
    },
    async findStudies(ids, signal) {
      return fetchPage(buildIdsUrl(baseUrl, ids), signal);
    },
  };
}
