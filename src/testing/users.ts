import type { User } from '../contracts/users.ts';

/** A user as GET/POST getUserInfo returns it; override what a test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 7,
    email: 'maria@example.com',
    first_name: 'María',
    last_name: 'Núñez',
    dob: null,
    contact_number: null,
    zipcode: null,
    state_id: null,
    state_code: null,
    city_id: null,
    address1: null,
    address2: null,
    country_id: 233,
    latitude: null,
    longitude: null,
    role_id: 3,
    provider_id: 1,
    is_admin: 0,
    is_trial_account: 0,
    is_ausa_member: 0,
    is_veteran: 0,
    profile_incomplete: 1,
    blv_survey_completed: 0,
    language: 'en',
    subscription_status: '',
    created: false,
    ...overrides,
  };
}
