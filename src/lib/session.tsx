import { createContext, use } from 'react';
import type { z } from 'zod';
import type { User } from '../contracts/users.ts';
import type { RequestOptions } from './api-client.ts';

/**
 * Who is using the app. `loading` while the identity provider's cache is read and the user
 * is fetched; `signed-in` only once the API has returned the user.
 */
export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

export interface Session {
  state: SessionState;
  /**
   * Calls the API as the signed-in user: the access token is renewed silently first (a popup
   * when the provider needs interaction; otherwise storage is cleared and the user goes to /).
   */
  request: <T extends z.ZodType>(
    path: string,
    options: Omit<RequestOptions<T>, 'token'>,
  ) => Promise<z.infer<T>>;
  /** Downloads a file the API serves (a guide's PDF) as the signed-in user. */
  download: (path: string) => Promise<Blob>;
  /** Replaces the loaded user after a save, so the header and redirects follow at once. */
  updateUser: (user: User) => void;
  /** Full logout: storage, the username cookie, the provider's session; back to / reloaded. */
  signOut: () => Promise<void>;
}

// Features read the session through this context; the auth feature provides it, so no
// feature imports another.
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionContext>');
  return session;
}

/** The signed-in user, or null while loading or signed out. */
export function useCurrentUser(): User | null {
  const { state } = useSession();
  return state.status === 'signed-in' ? state.user : null;
}
