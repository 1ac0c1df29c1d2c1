import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editUserParamsSchema,
  editUserRequestSchema,
  getUserInfoRequestSchema,
  profileMode,
  updateUserRequestSchema,
  userResponseSchema,
} from '../../../src/contracts/users.ts';
import { AppError } from '../errors.ts';
import type { UserRow } from '../db/schema.ts';
import type { Identity } from '../services/users/user-service.ts';
import {
  loadOrCreateUser,
  saveProfile,
  toUserResponse,
  type ProfileUpdate,
} from '../services/users/user-service.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- routes only queue e-mail; the outbox sender delivers it
export interface UserRoutesOptions {}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app) => {
  const { db } = app.database;

  app.post(
    '/getUserInfo',
    {
      schema: {
        summary: 'Load the signed-in user, creating them on first sign-in',
        description:
          'Identity and e-mail come only from the verified token. The body contributes the first name and the trial and veterans-association flags, and only when the user is created.',
        // Fastify passes null when the request has no body.
        body: getUserInfoRequestSchema.nullish(),
        response: { 200: userResponseSchema, 201: userResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const identity = request.identity as Identity;
      const body = request.body ?? {};
      const { user, created } = await loadOrCreateUser(db, identity, {
        firstName: body.first_name,
        isTrialAccount: body.is_trial_account,
        isAusaMember: body.is_ausa_member,
      });
      return reply
        .status(created ? 201 : 200)
        .send({ data: await toUserResponse(db, user, created) });
    },
  );

  const save = async (userId: number, caller: UserRow, body: ProfileUpdate & object) => {
    // Writes are own only, admins included.
    if (userId !== caller.id) throw new AppError('forbidden');
    const updated = await saveProfile(db, caller, body, {
      mode: profileMode(body),
      siteUrl: app.env.PUBLIC_SITE_URL,
    });
    return { data: await toUserResponse(db, updated) };
  };

  app.post(
    '/updateUser',
    {
      schema: {
        summary: "Save the caller's profile (step 2 or my-profile form)",
        description:
          'Any of address1, address2, city_id, country_id or is_veteran in the body selects the my-profile rules (address1 and city_id required); otherwise the step-2 rules. state_code and email in the body are ignored.',
        body: updateUserRequestSchema,
        response: { 200: userResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => save(request.body.user_id, await request.currentUser(), request.body),
  );

  for (const path of ['/users/:user_id', '/edit-user/:user_id']) {
    app.put(
      path,
      {
        schema: {
          summary: "Save the caller's profile, or set its survey and profile flags",
          description:
            'The profile fields follow the /updateUser rules. A body with none of them sets only blv_survey_completed and/or profile_incomplete.',
          params: editUserParamsSchema,
          body: editUserRequestSchema,
          response: { 200: userResponseSchema },
        },
        config: { access: 'signed-in' },
      },
      async (request) => {
        const caller = await request.currentUser();
        const bodyUserId = request.body.user_id;
        if (bodyUserId !== undefined && bodyUserId !== request.params.user_id) {
          throw new AppError('forbidden');
        }
        return save(request.params.user_id, caller, request.body);
      },
    );
  }
};
