import type { User } from '../../contracts/current-user.ts';
import type { GetUserInfoRequest } from '../../contracts/users.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { STORAGE_KEYS } from '../../lib/sign-in.tsx';
import { readStored } from '../../lib/storage.ts';
import type { AccessToken } from './access-token.ts';
import type { AuthClient } from './auth-client.ts';
import { setUsernameCookie, storeIdleSeconds } from './local-session.ts';

/** The spec's "Signed-in account has no e-mail" (section 8). */
export class EmailMissingError extends Error {
  constructor() {
    super('The ID token has no e-mail');
    this.name = 'EmailMissingError';
  }
}

/** The sign-up flags the spec keeps in local storage; sent only when set. */
export function signUpFlags(): Pick<GetUserInfoRequest, 'is_trial_account' | 'is_ausa_member'> {
  return {
    ...(readStored(STORAGE_KEYS.isTrialSignup) === 'true' ? { is_trial_account: 1 as const } : {}),
    ...(readStored(STORAGE_KEYS.isAusaMember) === 'true' ? { is_ausa_member: 1 as const } : {}),
  };
}

/**
 * Loads (or, the first time, creates) the user: POST /api/v1/getUserInfo. The server takes
 * the identity from the token; the body carries what only the browser knows.
 */
export async function loadUser(client: AuthClient, token: AccessToken): Promise<User> {
  const idTokenUser = await client.getUser();
  if (!idTokenUser?.email) throw new EmailMissingError();
  storeIdleSeconds(token.expiresIn);

  const body: GetUserInfoRequest = {
    email: idTokenUser.email,
    ...(idTokenUser.given_name ? { first_name: idTokenUser.given_name } : {}),
    ...signUpFlags(),
  };
  // The contracts bring zod: loaded only once someone is signing in.
  const { userResponseSchema } = await import('../../contracts/current-user.ts');
  const { data: user } = await apiRequest('/api/v1/getUserInfo', {
    method: 'POST',
    body,
    schema: userResponseSchema,
    token: token.accessToken,
  });
  setUsernameCookie(user.first_name || idTokenUser.given_name || '');
  return user;
}
