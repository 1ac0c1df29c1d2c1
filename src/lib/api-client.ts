import type { z } from 'zod';
import type { ApiError } from '../contracts/error.ts';

/** The spec's shortest request timeout tier (15 s); slower calls pass their own. */
const DEFAULT_TIMEOUT_MS = 15_000;

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
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
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
  const timeoutSignal = AbortSignal.timeout(timeout);
  let response: Response;
  try {
    response = await fetch(path, {
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
  let response: Response;
  try {
    response = await fetch(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(timeout),
    });
  } catch {
    throw new ApiRequestError(0, null);
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(response.status, isApiError(json) ? json : null);
  }
  return response.blob();
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
