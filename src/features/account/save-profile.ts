import {
  userResponseSchema,
  type BasicProfile,
  type UpdateUserRequest,
  type User,
} from '../../contracts/users.ts';
import type { Session } from '../../lib/session.tsx';

/** The fields both forms send: who is saving (checked against the token) and the basics. */
export function basicProfileBody(
  user: User,
  data: BasicProfile,
  stateCode: string | null | undefined,
): UpdateUserRequest {
  return {
    user_id: user.user_id,
    email: user.email,
    first_name: data.first_name,
    last_name: data.last_name,
    contact_number: data.contact_number,
    dob: data.dob,
    state_id: data.state_id,
    // Derived again by the server; sent because the spec's payload has it.
    ...(stateCode ? { state_code: stateCode } : {}),
    zipcode: data.zipcode,
  };
}

/** POST /updateUser, then the session holds the saved user (header and redirects follow). */
export async function saveProfile(
  session: Pick<Session, 'request' | 'updateUser'>,
  body: UpdateUserRequest,
): Promise<User> {
  const response = await session.request('/api/v1/updateUser', {
    method: 'POST',
    body,
    schema: userResponseSchema,
  });
  session.updateUser(response.data);
  return response.data;
}
