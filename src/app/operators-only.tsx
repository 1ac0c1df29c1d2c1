import type { ReactNode } from 'react';
import { useSession } from '../lib/session.tsx';

/**
 * The operator console's guard, inside SignedInOnly: a signed-in person who is not an operator
 * gets `fallback` ("Page not found", as for any address they have no page at), and the
 * console's code is not even fetched for them. The API refuses them on its own (403).
 */
export function OperatorsOnly({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const { state } = useSession();
  if (state.status === 'signed-in' && state.user.is_admin === 1) return children;
  return fallback;
}
