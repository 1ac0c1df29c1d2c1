import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_COUNTRY_ID,
  stateCitiesResponseSchema,
  statesResponseSchema,
  type CityOption,
  type StateOption,
} from '../../contracts/geography.ts';
import { useSession } from '../../lib/session.tsx';

export type ListLoad<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; items: T[] }
  | { status: 'failed' };

interface ListResult<T> {
  load: ListLoad<T>;
  retry: () => void;
}

/**
 * Loads a list once per key (and again on retry). A newer key cancels the older request, so
 * a quick change of state never shows the previous state's cities.
 */
function useList<T>(
  path: string | null,
  fetchList: (path: string, signal: AbortSignal) => Promise<T[]>,
): ListResult<T> {
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which request it answers: any other is still loading.
  const [load, setLoad] = useState<{ path: string; attempt: number; value: ListLoad<T> } | null>(
    null,
  );

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    fetchList(path, controller.signal).then(
      (items) => setLoad({ path, attempt, value: { status: 'ready', items } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The spec empties the list and says nothing; the form says so and offers a retry,
        // since a required field with no choices is otherwise a dead end.
        console.error('Failed to load a list', path, error);
        setLoad({ path, attempt, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
    // fetchList is stable for the caller's lifetime; attempt re-runs the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (path === null) return { load: { status: 'idle' }, retry };
  const isCurrent = load?.path === path && load.attempt === attempt;
  return { load: isCurrent ? load.value : { status: 'loading' }, retry };
}

/** The United States' states, district and territories (GET /states). */
export function useStates(): ListResult<StateOption> {
  const { request } = useSession();
  return useList(`/api/v1/states?country_id=${DEFAULT_COUNTRY_ID}`, async (path, signal) => {
    const response = await request(path, { schema: statesResponseSchema, signal });
    return response.data;
  });
}

/** The chosen state's cities (GET /state_cities); idle until a state is chosen. */
export function useCities(stateId: number | null): ListResult<CityOption> {
  const { request } = useSession();
  return useList(
    stateId === null ? null : `/api/v1/state_cities?state_id=${stateId}`,
    async (path, signal) => {
      const response = await request(path, { schema: stateCitiesResponseSchema, signal });
      return response.data;
    },
  );
}
