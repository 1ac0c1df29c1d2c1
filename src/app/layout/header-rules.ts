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

/** The pages where content users have the search bar and the Home button. */
function hasSearchAndHome(path: string): boolean {
  return path === ROUTES.dashboard || /^\/client\/organization(\/|-detail|$)/.test(path);
}

/** The search bar and the Home button: on the dashboard and organisation pages, for content users. */
export function showsSearchAndHome(user: User | null, path: string): boolean {
  if (!user || !usesContent(user)) return false;
  return hasSearchAndHome(path);
}

/**
 * What the header showed the last signed-in user on this device, kept so that a returning
 * user's page can draw the header as it will be while the session is resumed: drawn as a
 * visitor's and then changed, it moved everything under it (CLS 0.24 on the dashboard, and
 * 0.17 more when the search row arrived), and a person at 400% zoom lost their place.
 */
export interface RememberedHeader {
  /** A content user: the search row and the Home button on their pages. */
  content: boolean;
  /** The account menu (a complete profile). */
  account: boolean;
}

export function rememberHeader(user: User): RememberedHeader {
  return { content: usesContent(user), account: showsAccountMenu(user) };
}

/** What the header holds, as the rules above decide it. */
export interface HeaderShape {
  providerLink: boolean;
  searchAndHome: boolean;
  menu: 'login' | 'account' | 'none';
  logout: boolean;
}

/**
 * The header for a user, or, while a session is being resumed (no user yet), for the user
 * this device last saw; a visitor's header otherwise.
 */
export function headerShape(
  user: User | null,
  path: string,
  resuming: RememberedHeader | null = null,
): HeaderShape {
  if (user) {
    return {
      providerLink: showsProviderLink(user),
      searchAndHome: showsSearchAndHome(user, path),
      menu: showsAccountMenu(user) ? 'account' : 'none',
      logout: true,
    };
  }
  if (resuming) {
    return {
      providerLink: false,
      searchAndHome: resuming.content && hasSearchAndHome(path),
      menu: resuming.account ? 'account' : 'none',
      logout: true,
    };
  }
  return { providerLink: true, searchAndHome: false, menu: 'login', logout: false };
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
