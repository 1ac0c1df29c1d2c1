import useSWR from 'swr';
import {
  myListResponseSchema,
  noContentSchema,
  saveItemResponseSchema,
  savedItemKey,
  type MyListResponse,
  type SaveItemRequest,
} from '../contracts/my-list.ts';
import { useCurrentUser, useSession } from './session.tsx';

/** The SWR key of the signed-in person's list: the Save toggles and /my-list share one copy. */
export const MY_LIST_KEY = 'my-list';

/**
 * The person's list, loaded once and shared by every Save toggle on the page and by /my-list,
 * so a card and the list never disagree. Nothing is loaded for someone signed out.
 */
export function useMyList() {
  const session = useSession();
  const user = useCurrentUser();
  const swr = useSWR<MyListResponse, unknown, string | null>(
    user ? MY_LIST_KEY : null,
    () => session.request('/api/v1/my-list', { schema: myListResponseSchema }),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  return { ...swr, session };
}

/** Whether one item is saved, and how to save or remove it (the list is updated in place). */
export function useSavedItem(request: SaveItemRequest) {
  const { data, mutate, session } = useMyList();
  const key = savedItemKey(request);
  const saved = data?.items.find((item) => `${item.kind}:${item.key}` === key) ?? null;

  const save = async () => {
    const { item } = await session.request('/api/v1/my-list/items', {
      method: 'POST',
      body: request,
      schema: saveItemResponseSchema,
    });
    await mutate(
      (current) =>
        current && {
          ...current,
          items: current.items.some((entry) => entry.id === item.id)
            ? current.items
            : [...current.items, item],
        },
      { revalidate: false },
    );
  };

  const remove = async () => {
    if (!saved) return;
    await session.request(`/api/v1/my-list/items/${String(saved.id)}`, {
      method: 'DELETE',
      // 204: no body to read.
      schema: noContentSchema,
    });
    await mutate(
      (current) =>
        current && {
          ...current,
          items: current.items.filter((entry) => entry.id !== saved.id),
        },
      { revalidate: false },
    );
  };

  return { isLoaded: data !== undefined, isSaved: saved !== null, save, remove };
}
