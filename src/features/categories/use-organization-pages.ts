// The organisations of a list a page at a time (issue 40, ADR 038): the first page through
// useApiData (cached per question like every list), the next ones on request, each asked for
// with the previous page's `next`. The selected organisation's call is not paged: it answers
// the whole list at once and is shown the same way, with nothing more to load.
import { useLayoutEffect, useRef, useState } from 'react';
import {
  organizationPageResponseSchema,
  organizationsResponseSchema,
  type Organization,
  type OrganizationContentRequest,
  type OrganizationsRequest,
} from '../../contracts/organizations.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiData, type Load } from '../../lib/use-api-data.ts';

export type OrganizationsCall =
  | { path: '/api/v1/organizations'; body: OrganizationsRequest }
  | { path: '/api/v1/search/orgnaization/content'; body: OrganizationContentRequest };

interface Loaded {
  key: string;
  rows: Organization[];
  total: number;
  next: string | null;
}

export interface OrganizationPages {
  /** The organisations loaded so far, in the server's order. */
  load: Load<Organization[]>;
  retry: () => void;
  /** The first page's answer: a new one means a new list (a new distance, a new kind). */
  firstPage: object | null;
  /** How many the user may see in all (the heading's count); null until the first page. */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "more" failed; the button says so and can be pressed again. */
  moreFailed: boolean;
  /** Loads the next page; the rows now loaded, or null when it failed. */
  loadMore: () => Promise<Organization[] | null>;
  /** Loads pages until `count` rows are loaded or none remain; null when one failed. */
  loadUntil: (count: number) => Promise<Organization[] | null>;
}

/** The most a print asks for, page by page (issue 40). */
export const PRINT_LIMIT = 1000;

export function useOrganizationPages(call: OrganizationsCall | null): OrganizationPages {
  const session = useSession();
  const key = call ? `organizations:${call.path}:${JSON.stringify(call.body)}` : null;
  const paged = call?.path === '/api/v1/organizations';
  const { load: first, retry } = useApiData(key, async (): Promise<Loaded> => {
    if (!call) return { key: '', rows: [], total: 0, next: null };
    if (call.path === '/api/v1/organizations') {
      const page = await session.request(call.path, {
        method: 'POST',
        body: call.body,
        schema: organizationPageResponseSchema,
      });
      return { key: key ?? '', rows: page.data, total: page.total, next: page.next };
    }
    const { data } = await session.request(call.path, {
      method: 'POST',
      body: call.body,
      schema: organizationsResponseSchema,
    });
    return { key: key ?? '', rows: data, total: data.length, next: null };
  });
  const [more, setMore] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const firstLoaded = first.status === 'ready' ? first.data : null;
  // The pages loaded after the first, while they answer the same question.
  const current =
    more && more.key === key && firstLoaded && more.rows.length >= firstLoaded.rows.length
      ? more
      : firstLoaded;
  // What loadMore and loadUntil read between renders (a page loaded, not drawn yet).
  const latest = useRef<Loaded | null>(current);
  useLayoutEffect(() => {
    latest.current = current;
  }, [current]);
  const inFlight = useRef<Promise<Organization[] | null> | null>(null);

  const loadMore = (): Promise<Organization[] | null> => {
    const state = latest.current;
    if (!state || !state.next || !call || !paged) return Promise.resolve(state?.rows ?? null);
    if (inFlight.current) return inFlight.current;
    setLoadingMore(true);
    const body = { ...(call.body as OrganizationsRequest), cursor: state.next };
    const request = session
      .request('/api/v1/organizations', {
        method: 'POST',
        body,
        schema: organizationPageResponseSchema,
      })
      .then(
        (page) => {
          // A refreshed first page may hold some of these already: each organisation once.
          const seen = new Set(state.rows.map((row) => row.id));
          const loaded: Loaded = {
            key: state.key,
            rows: [...state.rows, ...page.data.filter((row) => !seen.has(row.id))],
            total: page.total,
            next: page.next,
          };
          if (latest.current?.key === state.key) {
            latest.current = loaded;
            setMore(loaded);
          }
          setMoreFailed(false);
          return loaded.rows;
        },
        (error: unknown) => {
          console.error('Failed to load more organizations', error);
          setMoreFailed(true);
          return null;
        },
      )
      .finally(() => {
        inFlight.current = null;
        setLoadingMore(false);
      });
    inFlight.current = request;
    return request;
  };

  const loadUntil = async (count: number): Promise<Organization[] | null> => {
    let rows = latest.current?.rows ?? null;
    while (rows && rows.length < count && latest.current?.next) {
      rows = await loadMore();
    }
    return rows;
  };

  const load: Load<Organization[]> =
    first.status === 'ready' ? { status: 'ready', data: (current ?? first.data).rows } : first;
  return {
    load,
    retry,
    firstPage: firstLoaded,
    total: current?.total ?? null,
    hasMore: Boolean(current?.next),
    loadingMore,
    moreFailed,
    loadMore,
    loadUntil,
  };
}
