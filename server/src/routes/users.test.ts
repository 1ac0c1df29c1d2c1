import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userResponseSchema } from '../../../src/contracts/users.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import type { Db } from '../db/client.ts';
import { cities, emailOutbox, states, subscriptions, users, zipCentroids } from '../db/schema.ts';

let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}`;

/** The few geography rows these tests need (the full seed takes seconds). */
async function insertGeography(db: Db) {
  await db
    .insert(states)
    .values([
      {
        id: 1456,
        countryId: 233,
        name: 'Alabama',
        nameSp: 'Alabama',
        stateCode: 'AL',
        type: 'state',
      },
      {
        id: 1416,
        countryId: 233,
        name: 'California',
        nameSp: 'California',
        stateCode: 'CA',
        type: 'state',
      },
      {
        id: 1422,
        countryId: 233,
        name: 'Pennsylvania',
        nameSp: 'Pensilvania',
        stateCode: 'PA',
        type: 'state',
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(cities)
    .values([
      {
        id: 900001,
        stateId: 1456,
        name: 'Birmingham',
        nameSearch: 'birmingham',
        latitude: 33.52,
        longitude: -86.8,
      },
      {
        id: 900002,
        stateId: 1416,
        name: 'Fresno',
        nameSearch: 'fresno',
        latitude: 36.74,
        longitude: -119.79,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(zipCentroids)
    .values([
      {
        zip: '35203',
        city: 'Birmingham',
        stateCode: 'AL',
        latitude: 33.5186,
        longitude: -86.8104,
      },
      {
        zip: '90210',
        city: 'Beverly Hills',
        stateCode: 'CA',
        latitude: 34.0901,
        longitude: -118.4065,
      },
    ])
    .onConflictDoNothing();
}

const basicProfile = {
  first_name: 'Ana María',
  last_name: 'Núñez',
  contact_number: '(205) 555-0100',
  dob: '1950-06-01',
  state_id: 1456,
  zipcode: '35203',
};

describe.each(databaseKinds)('user routes on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let tokens: TestTokens;

  beforeAll(async () => {
    tokens = await createTestTokens();
    await insertGeography(database().db);
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
  });
  afterAll(() => app.close());

  const newIdentity = () => {
    const id = unique();
    return { sub: `auth0|${id}`, email: `person.${id}@example.org` };
  };
  const getUserInfo = async (claims: { sub: string; email?: string }, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/getUserInfo',
      headers: await tokens.headers(claims),
      payload,
    });
  const rowsFor = (email: string) =>
    database().db.select().from(users).where(eq(users.email, email));

  describe('POST /getUserInfo', () => {
    it('401 without a token', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/getUserInfo',
        payload: {},
      });
      expectApiError(response, 401);
    });

    it('creates the user from the token on first sign-in: 201, created, the spec fields', async () => {
      const claims = newIdentity();
      const response = await getUserInfo(claims, {
        email: 'someone.else@example.org',
        first_name: 'José',
        role_id: 1,
        provider_id: 7,
        is_trial_account: 1,
        is_ausa_member: 1,
      });
      expect(response.statusCode).toBe(201);
      const { data } = userResponseSchema.strict().parse(response.json());
      expect(data).toMatchObject({
        email: claims.email,
        first_name: 'José',
        role_id: 3,
        provider_id: 1,
        is_admin: 0,
        is_trial_account: 1,
        is_ausa_member: 1,
        is_veteran: 0,
        profile_incomplete: 1,
        blv_survey_completed: 0,
        country_id: 233,
        subscription_status: '',
        created: true,
        dob: null,
      });
      // The body's address is never used.
      expect(await rowsFor('someone.else@example.org')).toHaveLength(0);
      const [row] = await rowsFor(claims.email);
      expect(row?.authSubject).toBe(claims.sub);
    });

    it('later calls return the same row (200) and never change the sign-up flags', async () => {
      const claims = newIdentity();
      expect((await getUserInfo(claims, { is_trial_account: 0 })).statusCode).toBe(201);
      const again = await getUserInfo(claims, {
        first_name: 'Other',
        is_trial_account: 1,
        is_ausa_member: 1,
      });
      expect(again.statusCode).toBe(200);
      const { data } = userResponseSchema.parse(again.json());
      expect(data).toMatchObject({
        created: false,
        is_trial_account: 0,
        is_ausa_member: 0,
        first_name: '',
      });
      expect(await rowsFor(claims.email)).toHaveLength(1);
    });

    it('keeps a first name that breaks the name rule out of the row', async () => {
      const claims = newIdentity();
      const response = await getUserInfo(claims, { first_name: '<b>Robert</b>' });
      expect(userResponseSchema.parse(response.json()).data.first_name).toBe('');
    });

    it('accepts a call without a body', async () => {
      const claims = newIdentity();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/getUserInfo',
        headers: await tokens.headers(claims),
      });
      expect(response.statusCode, response.body).toBe(201);
    });

    it("400 'User email is not found!' when the token carries no e-mail; nothing written", async () => {
      const { sub } = newIdentity();
      const response = await getUserInfo({ sub }, { email: 'body@example.org' });
      expect(expectApiError(response, 400).message).toBe('User email is not found!');
      expect(
        await database().db.select().from(users).where(eq(users.authSubject, sub)),
      ).toHaveLength(0);
    });

    it('an unverified token e-mail counts as none', async () => {
      const claims = { ...newIdentity(), email_verified: false };
      expect(expectApiError(await getUserInfo(claims), 400).message).toBe(
        'User email is not found!',
      );
    });

    it('links a row of the same e-mail that no sign-in has claimed', async () => {
      const claims = newIdentity();
      const [pre] = await database()
        .db.insert(users)
        .values({ email: claims.email, firstName: 'Pre', isTrialAccount: true })
        .returning();
      const response = await getUserInfo(claims, { is_trial_account: 0 });
      expect(response.statusCode).toBe(200);
      const { data } = userResponseSchema.parse(response.json());
      expect(data).toMatchObject({ user_id: pre?.id, first_name: 'Pre', is_trial_account: 1 });
      expect((await rowsFor(claims.email))[0]?.authSubject).toBe(claims.sub);
    });

    it('409 when the e-mail belongs to another sign-in; the row is not handed over', async () => {
      const first = newIdentity();
      await getUserInfo(first);
      const response = await getUserInfo({ sub: `other|${unique()}`, email: first.email });
      expectApiError(response, 409);
      expect((await rowsFor(first.email))[0]?.authSubject).toBe(first.sub);
    });

    it('concurrent first sign-ins leave one row', async () => {
      const claims = newIdentity();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => getUserInfo(claims, { first_name: 'Ana' })),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 200, 201]);
      const ids = new Set(responses.map((r) => userResponseSchema.parse(r.json()).data.user_id));
      expect(ids.size).toBe(1);
      expect(await rowsFor(claims.email)).toHaveLength(1);
    });

    it('subscription_status lists the distinct statuses, comma-separated', async () => {
      const { user, claims } = await createTestUser(database().db, {
        subscriptionStatus: 'past_due',
      });
      let { data } = userResponseSchema.parse((await getUserInfo(claims)).json());
      expect(data.subscription_status).toBe('past_due');
      // Two more subscriptions (one repeating a status) moved over to this user.
      for (const status of ['active', 'past_due'] as const) {
        const other = await createTestUser(database().db, { subscriptionStatus: status });
        await database()
          .db.update(subscriptions)
          .set({ userId: user.id })
          .where(eq(subscriptions.userId, other.user.id));
      }
      ({ data } = userResponseSchema.parse((await getUserInfo(claims)).json()));
      expect(data.subscription_status).toBe('active,past_due');
    });

    it('400 on hostile flag values; nothing created', async () => {
      const claims = newIdentity();
      for (const payload of [
        { is_trial_account: 2 },
        { is_ausa_member: 'yes' },
        { first_name: 'x'.repeat(300) },
        { role_id: 1e20 },
      ]) {
        expectApiError(await getUserInfo(claims, payload), 400);
      }
      expect(await rowsFor(claims.email)).toHaveLength(0);
    });
  });

  describe('profile updates', () => {
    const signUp = async (values: Partial<typeof users.$inferInsert> = {}) => {
      const { user, claims } = await createTestUser(database().db, values);
      return { user, headers: await tokens.headers(claims) };
    };
    const post = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/updateUser', headers, payload });
    const put = (
      headers: Record<string, string>,
      userId: number | string,
      payload: object,
      prefix = 'users',
    ) => app.inject({ method: 'PUT', url: `/api/v1/${prefix}/${userId}`, headers, payload });
    const outboxFor = (userId: number) =>
      database()
        .db.select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `welcome:${userId}`));

    it('401 without a token', async () => {
      expectApiError(await post({}, { user_id: 1, ...basicProfile }), 401);
      expectApiError(await put({}, 1, { blv_survey_completed: 1 }), 401);
    });

    it('saves the step-2 form: state code from state_id, ZIP centroid, profile complete', async () => {
      const { user, headers } = await signUp();
      const response = await post(headers, {
        user_id: user.id,
        ...basicProfile,
        state_code: 'CA',
        email: 'hijack@example.org',
        send_email: 0,
      });
      expect(response.statusCode).toBe(200);
      const { data } = userResponseSchema.strict().parse(response.json());
      expect(data).toMatchObject({
        user_id: user.id,
        email: user.email,
        first_name: 'Ana María',
        last_name: 'Núñez',
        dob: '1950-06-01',
        contact_number: '(205) 555-0100',
        zipcode: '35203',
        state_id: 1456,
        state_code: 'AL',
        latitude: 33.5186,
        longitude: -86.8104,
        profile_incomplete: 0,
        created: false,
      });
      expect(await outboxFor(user.id)).toHaveLength(0);
    });

    it('keeps profile_incomplete when given', async () => {
      const { user, headers } = await signUp();
      const response = await post(headers, {
        user_id: user.id,
        ...basicProfile,
        profile_incomplete: 1,
      });
      expect(userResponseSchema.parse(response.json()).data.profile_incomplete).toBe(1);
    });

    it.each([
      ['a ZIP that does not exist', { zipcode: '99999' }, 'Enter valid zipcode'],
      [
        'a ZIP of another state (90210 with Pennsylvania)',
        { zipcode: '90210', state_id: 1422 },
        'This ZIP code is not in the state you chose',
      ],
    ])(
      'refuses %s on the zipcode field, by every route; nothing saved',
      async (_name, change, message) => {
        const { user, headers } = await signUp({ zipcode: '35203', stateId: 1456 });
        const attempts = [
          await post(headers, { user_id: user.id, ...basicProfile, ...change }),
          await put(headers, user.id, { ...basicProfile, ...change }),
          await put(headers, user.id, { ...basicProfile, ...change }, 'edit-user'),
          await put(headers, user.id, {
            ...basicProfile,
            ...change,
            address1: '1 Main St',
            city_id: 900001,
            country_id: 233,
          }),
        ];
        for (const response of attempts) {
          expect(expectApiError(response, 400)).toMatchObject({
            code: 'validation_failed',
            details: [{ path: 'body.zipcode', message }],
          });
        }
        const [row] = await rowsFor(user.email);
        expect(row).toMatchObject({ zipcode: '35203', stateId: 1456 });
      },
    );

    it('accepts 90210 with California, with its coordinates', async () => {
      const { user, headers } = await signUp();
      const response = await post(headers, {
        user_id: user.id,
        ...basicProfile,
        zipcode: '90210',
        state_id: 1416,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(userResponseSchema.parse(response.json()).data).toMatchObject({
        zipcode: '90210',
        state_code: 'CA',
        latitude: 34.0901,
        longitude: -118.4065,
      });
    });

    it('saves the my-profile form with address, city and veteran status', async () => {
      const { user, headers } = await signUp();
      const response = await put(headers, user.id, {
        user_id: user.id,
        ...basicProfile,
        address1: '1 Main St',
        address2: '',
        city_id: 900001,
        country_id: 233,
        is_veteran: 1,
      });
      expect(response.statusCode).toBe(200);
      expect(userResponseSchema.parse(response.json()).data).toMatchObject({
        address1: '1 Main St',
        address2: null,
        city_id: 900001,
        is_veteran: 1,
      });
    });

    it('the edit-user alias saves too', async () => {
      const { user, headers } = await signUp();
      const response = await put(headers, user.id, { profile_incomplete: 0 }, 'edit-user');
      expect(response.statusCode).toBe(200);
      expect(userResponseSchema.parse(response.json()).data.profile_incomplete).toBe(0);
    });

    it("'Please select city' when the city is not in the state; nothing saved", async () => {
      const { user, headers } = await signUp();
      const response = await post(headers, {
        user_id: user.id,
        ...basicProfile,
        address1: '1 Main St',
        city_id: 900002,
      });
      expect(expectApiError(response, 400).details).toEqual([
        { path: 'body.city_id', message: 'Please select city' },
      ]);
      const [row] = await database().db.select().from(users).where(eq(users.id, user.id));
      expect(row?.zipcode).toBeNull();
    });

    it("'Please select state' for a state that does not exist", async () => {
      const { user, headers } = await signUp();
      const response = await post(headers, { user_id: user.id, ...basicProfile, state_id: 424242 });
      expect(expectApiError(response, 400).details).toEqual([
        { path: 'body.state_id', message: 'Please select state' },
      ]);
    });

    it('each form rule reaches the client as its message', async () => {
      const { user, headers } = await signUp();
      const response = await post(headers, {
        user_id: user.id,
        first_name: '',
        last_name: 'L4',
        contact_number: '(205) 555-010',
        dob: '2999-01-01',
        state_id: 0,
        zipcode: 'abcde',
        address2: 'x',
      });
      expect(expectApiError(response, 400).details).toEqual([
        { path: 'body.first_name', message: 'Please enter first name' },
        { path: 'body.last_name', message: 'Only alphabets and spaces are allowed.' },
        { path: 'body.dob', message: 'Enter a value date of birth' },
        { path: 'body.zipcode', message: 'Must be only digits' },
        { path: 'body.contact_number', message: 'Must be minimum 10 digits' },
        { path: 'body.state_id', message: 'Please select state' },
        { path: 'body.address1', message: 'Please enter address' },
        { path: 'body.city_id', message: 'Please select city' },
      ]);
    });

    it("403 for another user's id, admins included; nothing changed", async () => {
      const other = await signUp();
      for (const caller of [await signUp(), await signUp({ isAdmin: true })]) {
        expectApiError(
          await post(caller.headers, { user_id: other.user.id, ...basicProfile }),
          403,
        );
        expectApiError(await put(caller.headers, other.user.id, { blv_survey_completed: 1 }), 403);
        // The path and the body must both name the caller.
        expectApiError(
          await put(caller.headers, caller.user.id, {
            user_id: other.user.id,
            profile_incomplete: 0,
          }),
          403,
        );
      }
      const [row] = await database().db.select().from(users).where(eq(users.id, other.user.id));
      expect(row).toMatchObject({ blvSurveyCompleted: false, zipcode: null });
    });

    it('403 for a signed-in person who never loaded their user', async () => {
      const response = await post(await tokens.headers(newIdentity()), {
        user_id: 1,
        ...basicProfile,
      });
      expectApiError(response, 403);
    });

    it('PUT with flags only sets blv_survey_completed and profile_incomplete', async () => {
      const { user, headers } = await signUp();
      const response = await put(headers, user.id, { user_id: user.id, blv_survey_completed: 1 });
      expect(userResponseSchema.parse(response.json()).data).toMatchObject({
        blv_survey_completed: 1,
        profile_incomplete: 1,
        zipcode: null,
      });
      const second = await put(headers, user.id, { profile_incomplete: 0 });
      expect(userResponseSchema.parse(second.json()).data).toMatchObject({
        blv_survey_completed: 1,
        profile_incomplete: 0,
      });
    });

    it('400 for an empty PUT body, a bad path id and malformed flags', async () => {
      const { user, headers } = await signUp();
      expectApiError(await put(headers, user.id, { user_id: user.id }), 400);
      expectApiError(await put(headers, 'abc', { blv_survey_completed: 1 }), 400);
      expectApiError(await put(headers, '99999999999999', { blv_survey_completed: 1 }), 400);
      expectApiError(await put(headers, user.id, { blv_survey_completed: 2 }), 400);
    });

    it('send_email=1 queues one welcome e-mail in the chosen language, however often it is sent', async () => {
      const { user, headers } = await signUp();
      for (let i = 0; i < 2; i++) {
        const response = await post(headers, {
          user_id: user.id,
          ...basicProfile,
          send_email: 1,
          language: 'sp',
        });
        expect(response.statusCode).toBe(200);
      }
      const queued = await outboxFor(user.id);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        toAddress: user.email,
        template: 'welcome',
        language: 'sp',
        subject: 'Le damos la bienvenida a Vision Hub',
        status: 'pending',
      });
      expect(queued[0]?.bodyText).toContain('Hola, Ana María:');
    });

    it('a failed save queues no e-mail (same transaction)', async () => {
      const { user, headers } = await signUp();
      const response = await post(headers, {
        user_id: user.id,
        ...basicProfile,
        address1: 'x',
        city_id: 900002,
        send_email: 1,
      });
      expectApiError(response, 400);
      expect(await outboxFor(user.id)).toHaveLength(0);
    });

    it('the welcome e-mail defaults to English', async () => {
      const { user, headers } = await signUp();
      await post(headers, { user_id: user.id, ...basicProfile, send_email: 1 });
      const [queued] = await database()
        .db.select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.dedupeKey, `welcome:${user.id}`), eq(emailOutbox.language, 'en')),
        );
      expect(queued?.subject).toBe('Welcome to Vision Hub');
    });
  });
});
