import type { z } from 'zod';
import type { ApiError } from '../contracts/error.ts';

/** The spec's shortest request timeout tier (15 s); slower calls pass their own. */
const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * A 429 on a read is waited out once when the server asks for at most this long: a screen that
 * says "Loading" for half a minute is still better than one that fails. A longer wait, or a
 * second 429, fails with status 429 and the screen says to wait (LoadState).
 */
export const MAX_RETRY_AFTER_MS = 30_000;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The server's error object; null when there was no usable response (network, timeout). */
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `Request failed (${status})`);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions<T extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: T;
  timeout?: number;
  signal?: AbortSignal;
  /** Bearer access token for the signed-in routes. */
  token?: string;
}

/** Calls the API and checks the answer against the shared contract. */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, timeout = DEFAULT_TIMEOUT_MS, signal, token }: RequestOptions<T>,
): Promise<z.infer<T>> {
  const send = async () => {
    const timeoutSignal = AbortSignal.timeout(timeout);
    try {
      return await fetch(path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeoutSignal]) : timeoutSignal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(0, null);
    }
  };
  // Only a read is sent again: a write refused by the limit may be retried by the person.
  const response = method === 'GET' ? await withOneRetry(send, signal) : await send();
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // Checked without zod so that a failed request does not need to load it.
    throw new ApiRequestError(response.status, isApiError(json) ? json : null);
  }
  return schema.parse(json);
}

/**
 * Fetches a file the API serves (GET /dfiles/{name}) as a Blob, with the bearer token: a plain
 * link cannot carry the token. Failures throw ApiRequestError like apiRequest.
 */
export async function apiDownload(
  path: string,
  { token, timeout = DEFAULT_TIMEOUT_MS }: { token?: string; timeout?: number } = {},
): Promise<Blob> {
  const send = async () => {
    try {
      return await fetch(path, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(timeout),
      });
    } catch {
      throw new ApiRequestError(0, null);
    }
  };
  const response = await withOneRetry(send);
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(response.status, isApiError(json) ? json : null);
  }
  return response.blob();
}

/** Sends once more after the server's Retry-After when the first answer is 429. */
async function withOneRetry(send: () => Promise<Response>, signal?: AbortSignal) {
  const first = await send();
  if (first.status !== 429) return first;
  const waitMs = retryAfterMs(first.headers.get('retry-after'));
  if (waitMs === null || waitMs > MAX_RETRY_AFTER_MS) return first;
  // The first answer's body is not needed; reading it frees the connection.
  await first.body?.cancel().catch(() => {});
  await wait(waitMs, signal);
  return send();
}

/** Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; Date.parse alone would read "-3" as a year.
  if (!/[a-z]/i.test(value)) return null;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Whether a failure is the server asking to slow down (a limit), to say so in words. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 429;
}

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.message === 'string' &&
    typeof candidate.statusCode === 'number' &&
    typeof candidate.code === 'string' &&
    Array.isArray(candidate.details)
  );
}
