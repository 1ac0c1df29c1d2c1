import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, type UserStanding } from './destinations.ts';

const base: UserStanding = {
  is_admin: 0,
  is_trial_account: 0,
  profile_incomplete: 0,
  subscription_status: '',
};

describe('destinationAfterSignIn (spec section 4)', () => {
  it.each<[string, Partial<UserStanding>, string]>([
    ['admin without a subscription', { is_admin: 1 }, '/client/dashboard'],
    [
      'admin with a canceled one',
      { is_admin: 1, subscription_status: 'canceled' },
      '/client/dashboard',
    ],
    ['active', { subscription_status: 'active' }, '/client/dashboard'],
    [
      'active, profile incomplete',
      { subscription_status: 'active', profile_incomplete: 1 },
      '/client/dashboard',
    ],
    ['trial_active, non-trial account', { subscription_status: 'trial_active' }, '/client/step-2'],
    [
      'trial_active, trial account, profile incomplete',
      { subscription_status: 'trial_active', is_trial_account: 1, profile_incomplete: 1 },
      '/client/step-2',
    ],
    [
      'trial_active, trial account, profile complete',
      { subscription_status: 'trial_active', is_trial_account: 1 },
      '/client/dashboard',
    ],
    ['past_due', { subscription_status: 'past_due' }, '/client/in-active-subscription'],
    ['canceled', { subscription_status: 'canceled' }, '/client/in-active-subscription'],
    ['incomplete', { subscription_status: 'incomplete' }, '/client/step-2'],
    ['incomplete_expired', { subscription_status: 'incomplete_expired' }, '/client/step-2'],
    ['no subscription status', {}, '/client/step-2'],
    ['profile incomplete, no status', { profile_incomplete: 1 }, '/client/step-2'],
    [
      'an old canceled and a new active one',
      { subscription_status: 'canceled,active' },
      '/client/dashboard',
    ],
    [
      'spaces around the statuses',
      { subscription_status: ' past_due , incomplete' },
      '/client/in-active-subscription',
    ],
  ])('%s → %s', (_name, standing, destination) => {
    expect(destinationAfterSignIn({ ...base, ...standing })).toBe(destination);
  });
});
