import {
  createTrialSearch,
  type TrialSearch,
  type TrialSearchOptions,
  type TrialSearchQuery,
  type TrialSearchResult,
} from './trial-search.ts';

export interface RadiusTrialSearchQuery extends TrialSearchQuery {
  /** Whole miles; part of the cache key. */
  miles: number;
}

/** A trial search whose radius is chosen per request (the route's `miles`). */
export interface RadiusTrialSearch {
  search(query: RadiusTrialSearchQuery): Promise<TrialSearchResult>;
}

/**
 * createTrialSearch fixes the radius when it is built, so this keeps one service per radius
 * asked for, all sharing the client (and so its throttle), the cache and the snapshot. Each
 * radius has its own circuit breaker: after a failure, a search with another radius may try
 * the registry once more before falling back too.
 */
export function createRadiusTrialSearch(
  options: Omit<TrialSearchOptions, 'miles'>,
): RadiusTrialSearch {
  const byRadius = new Map<number, TrialSearch>();
  return {
    search({ miles, ...query }) {
      let service = byRadius.get(miles);
      if (!service) {
        service = createTrialSearch({ ...options, miles });
        byRadius.set(miles, service);
      }
      return service.search(query);
    },
  };
}
