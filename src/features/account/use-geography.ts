import {
  DEFAULT_COUNTRY_ID,
  stateCitiesResponseSchema,
  statesResponseSchema,
  type CityOption,
  type StateOption,
} from '../../contracts/geography.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiData, type ApiData } from '../../lib/use-api-data.ts';

type ListResult<T> = ApiData<T[]>;

/** The United States' states, district and territories (GET /states). */
export function useStates(): ListResult<StateOption> {
  const { request } = useSession();
  return useApiData(`/api/v1/states?country_id=${DEFAULT_COUNTRY_ID}`, async (path) => {
    const response = await request(path, { schema: statesResponseSchema });
    return response.data;
  });
}

/** The chosen state's cities (GET /state_cities); idle until a state is chosen. */
export function useCities(stateId: number | null): ListResult<CityOption> {
  const { request } = useSession();
  return useApiData(
    stateId === null ? null : `/api/v1/state_cities?state_id=${stateId}`,
    async (path) => {
      const response = await request(path, { schema: stateCitiesResponseSchema });
      return response.data;
    },
  );
}
