import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/users.ts';
import {
  headerShape,
  logoTarget,
  rememberHeader,
  showsAccountMenu,
  showsProviderLink,
  showsSearchAndHome,
} from './header-rules.ts';

describe('header rules', () => {
  it('shows the account menu only to a signed-in user whose profile is complete', () => {
    expect(showsAccountMenu(null)).toBe(false);
    expect(showsAccountMenu(makeUser({ profile_incomplete: 1 }))).toBe(false);
    expect(showsAccountMenu(makeUser({ profile_incomplete: 0 }))).toBe(true);
  });

  it('hides the provider link when signed in', () => {
    expect(showsProviderLink(null)).toBe(true);
    expect(showsProviderLink(makeUser())).toBe(false);
  });

  it.each([
    ['visitor', null, '/client/dashboard', false],
    [
      'active user on the dashboard',
      makeUser({ subscription_status: 'active' }),
      '/client/dashboard',
      true,
    ],
    [
      'active user on a category page',
      makeUser({ subscription_status: 'active' }),
      '/client/organization/3',
      true,
    ],
    [
      'active user on organisation search',
      makeUser({ subscription_status: 'active' }),
      '/client/organization/search',
      true,
    ],
    [
      'active user on the map page',
      makeUser({ subscription_status: 'active' }),
      '/client/organization-detail',
      true,
    ],
    [
      'active user on my profile',
      makeUser({ subscription_status: 'active' }),
      '/my-profile',
      false,
    ],
    ['active user on step 2', makeUser({ subscription_status: 'active' }), '/client/step-2', false],
    ['admin without a subscription', makeUser({ is_admin: 1 }), '/client/dashboard', true],
    [
      'trial subscription',
      makeUser({ subscription_status: 'trial_active' }),
      '/client/dashboard',
      true,
    ],
    ['trial account', makeUser({ is_trial_account: 1 }), '/client/organization/2', true],
    ['canceled', makeUser({ subscription_status: 'canceled' }), '/client/dashboard', false],
    ['past_due', makeUser({ subscription_status: 'past_due' }), '/client/organization/2', false],
    ['no subscription', makeUser(), '/client/dashboard', false],
    [
      'a lookalike path',
      makeUser({ subscription_status: 'active' }),
      '/client/organizations-old',
      false,
    ],
  ])('search bar and Home button: %s on %s → %s', (_name, user, path, visible) => {
    expect(showsSearchAndHome(user, path)).toBe(visible);
  });

  it.each([
    ['visitor', null, '/'],
    ['trial account being set up', makeUser({ is_trial_account: 1 }), '/'],
    [
      'trial account, incomplete payment',
      makeUser({ is_trial_account: 1, subscription_status: 'incomplete' }),
      '/',
    ],
    [
      'trial account in its trial',
      makeUser({ is_trial_account: 1, subscription_status: 'trial_active', profile_incomplete: 0 }),
      '/client/dashboard',
    ],
    ['active user', makeUser({ subscription_status: 'active' }), '/client/dashboard'],
    ['admin', makeUser({ is_admin: 1 }), '/client/dashboard'],
    ['canceled', makeUser({ subscription_status: 'canceled' }), '/client/in-active-subscription'],
    ['no subscription yet', makeUser(), '/client/step-2'],
  ])('logo: %s → %s', (_name, user, target) => {
    expect(logoTarget(user)).toBe(target);
  });

  describe('the header as a whole', () => {
    const active = makeUser({ subscription_status: 'active', profile_incomplete: 0 });
    const visitor = { providerLink: true, searchAndHome: false, menu: 'login', logout: false };

    it('follows the rules for a signed-in user, whatever this device remembers', () => {
      const shape = {
        providerLink: false,
        searchAndHome: true,
        menu: 'account',
        logout: true,
      };
      expect(headerShape(active, '/client/dashboard')).toEqual(shape);
      expect(headerShape(active, '/client/dashboard', { content: false, account: false })).toEqual(
        shape,
      );
      expect(headerShape(makeUser({ profile_incomplete: 1 }), '/client/step-2')).toEqual({
        providerLink: false,
        searchAndHome: false,
        menu: 'none',
        logout: true,
      });
    });

    it('is a visitor’s when no one is signed in and nothing is being resumed', () => {
      expect(headerShape(null, '/client/dashboard')).toEqual(visitor);
      expect(headerShape(null, '/')).toEqual(visitor);
    });

    it('while a session is resumed, is drawn as the remembered user’s will be', () => {
      const remembered = rememberHeader(active);
      expect(remembered).toEqual({ content: true, account: true });
      for (const path of ['/client/dashboard', '/client/organization/3', '/my-profile', '/']) {
        expect(headerShape(null, path, remembered), path).toEqual(headerShape(active, path));
      }
      const settingUp = makeUser({ profile_incomplete: 1 });
      expect(headerShape(null, '/client/step-2', rememberHeader(settingUp))).toEqual(
        headerShape(settingUp, '/client/step-2'),
      );
    });
  });
});
