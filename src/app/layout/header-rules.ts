import type { User } from '../../contracts/users.ts';
import { destinationAfterSignIn, ROUTES, subscriptionStatuses } from '../../lib/destinations.ts';

// The header's rules (spec section 2, "Header, menus, footer"), apart from the markup so each
// one has a table-driven test.

/** The account menu (Profile, My Surveys, Payments, Logout) once the profile is complete. */
export function showsAccountMenu(user: User | null): boolean {
  return user !== null && user.profile_incomplete === 0;
}

/** The /our-provider link is for visitors; signed-in people see a Logout button instead. */
export function showsProviderLink(user: User | null): boolean {
  return user === null;
}

/** Content users: an active subscription, an admin, or a trial account (spec wording). */
function usesContent(user: User): boolean {
  const statuses = subscriptionStatuses(user);
  return (
    user.is_admin === 1 ||
    statuses.has('active') ||
    statuses.has('trial_active') ||
    user.is_trial_account === 1
  );
}

/** The search bar and the Home button: on the dashboard and organisation pages, for content users. */
export function showsSearchAndHome(user: User | null, path: string): boolean {
  if (!user || !usesContent(user)) return false;
  return path === ROUTES.dashboard || /^\/client\/organization(\/|-detail|$)/.test(path);
}

/**
 * The logo: home for visitors and for a trial account still being set up (no active or
 * trial subscription yet), so the logo never drops someone into the middle of onboarding;
 * otherwise where the redirect table sends the user.
 */
export function logoTarget(user: User | null): string {
  if (!user) return ROUTES.home;
  const statuses = subscriptionStatuses(user);
  if (user.is_trial_account === 1 && !statuses.has('active') && !statuses.has('trial_active')) {
    return ROUTES.home;
  }
  return destinationAfterSignIn(user);
}
