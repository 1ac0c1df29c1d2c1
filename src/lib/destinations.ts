import type { User } from '../contracts/users.ts';

// Where a signed-in user belongs (spec section 4, "Redirect after the user is loaded"). One
// pure function: the sign-in landing, the profile save, Cancel and the logo all use it.

export type UserStanding = Pick<
  User,
  'is_admin' | 'is_trial_account' | 'profile_incomplete' | 'subscription_status'
>;

export const ROUTES = {
  home: '/',
  dashboard: '/client/dashboard',
  step2: '/client/step-2',
  step3: '/client/step-3',
  step4: '/client/step-4',
  step5: '/client/step-5',
  payment: '/payment',
  myPayments: '/my-payments',
  myProfile: '/my-profile',
  mySurveys: '/my-surveys',
  /** Trial watches (issue 39). */
  myAlerts: '/my-alerts',
  /** A digest's unsubscribe link: open without sign-in. */
  unsubscribe: '/alerts/unsubscribe',
  myList: '/my-list',
  /** A shared list's read-only page: this plus /{token} (public, drawn by the browser). */
  sharedList: '/shared',
  /** A category page is this plus /{categoryId}. */
  category: '/client/organization',
  organizationSearch: '/client/organization/search',
  organizationDetail: '/client/organization-detail',
  inactive: '/client/in-active-subscription',
  /** Every spoken and typed command (public). */
  commands: '/commands',
  /** The operator console (issue 37): operators only. */
  admin: '/admin',
} as const;

/** The operator console's screens (route patterns; the shell draws them for operators only). */
export const ADMIN_PATHS = {
  reports: '/admin',
  report: '/admin/reports/:id',
  due: '/admin/due',
  organization: '/admin/organizations/:id',
} as const;

export const adminReportPath = (id: number) => `/admin/reports/${id}`;
/** An organisation's edit screen; from a report, it links back to that report. */
export const adminOrganizationPath = (id: number, fromReport?: number) =>
  `/admin/organizations/${id}${fromReport === undefined ? '' : `?report=${fromReport}`}`;

/** The user's statuses: the API sends them comma-separated ('' when there is none). */
export function subscriptionStatuses(user: Pick<User, 'subscription_status'>): Set<string> {
  return new Set(
    user.subscription_status
      .split(',')
      .map((status) => status.trim())
      .filter(Boolean),
  );
}

/**
 * The spec's table, read top to bottom; the first row that matches wins. A user may hold
 * several subscriptions (an old canceled one and a new active one): the statuses are a set,
 * so "active" anywhere wins over "canceled" elsewhere.
 */
export function destinationAfterSignIn(user: UserStanding): string {
  const statuses = subscriptionStatuses(user);
  if (user.is_admin === 1 || statuses.has('active')) return ROUTES.dashboard;
  if (statuses.has('trial_active')) {
    if (user.is_trial_account === 0) return ROUTES.step2;
    return user.profile_incomplete === 1 ? ROUTES.step2 : ROUTES.dashboard;
  }
  if (statuses.has('past_due') || statuses.has('canceled')) return ROUTES.inactive;
  // incomplete, incomplete_expired, no status at all, or an incomplete profile.
  return ROUTES.step2;
}

/**
 * A trial account whose free trial is running. The spec's Skip (steps 3 and 4) and the
 * questionnaire's Next send such a user to the dashboard. A trial sign-up whose trial has not
 * started yet (no card saved: ADR 022) still chooses a plan on step 5 first.
 */
export function hasActiveTrial(user: Pick<User, 'is_trial_account' | 'subscription_status'>) {
  return user.is_trial_account === 1 && subscriptionStatuses(user).has('trial_active');
}

/** Where Skip (steps 3 and 4) and the questionnaire's Next lead. */
export function destinationAfterQuestions(
  user: Pick<User, 'is_trial_account' | 'subscription_status'>,
): string {
  return hasActiveTrial(user) ? ROUTES.dashboard : ROUTES.step5;
}
