import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  firstNameSchema,
  PROFILE_MESSAGES,
  type Flag,
  type User,
} from '../../../../src/contracts/users.ts';
import type { Db } from '../../db/client.ts';
import { cities, states, subscriptions, users, zipCentroids } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { UserRow } from '../../db/schema.ts';

/** What a verified token says about the caller. */
export interface Identity {
  subject: string;
  /** Lower-cased. */
  email: string | null;
  /**
   * Whether the token's roles claim names "admin"; undefined when no roles claim is
   * configured, and then sign-in leaves `users.is_admin` as it is.
   */
  admin?: boolean;
}
import { queueEmail } from '../mail/outbox.ts';
import { welcomeEmail } from '../mail/templates.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const flag = (value: boolean): Flag => (value ? 1 : 0);

/** The spec's User: 0/1 flags, and the subscription statuses as comma-separated text. */
export async function toUserResponse(
  executor: Executor,
  user: UserRow,
  created = false,
): Promise<User> {
  const [row] = await executor
    .select({
      statuses: sql<string>`coalesce(string_agg(distinct ${subscriptions.status}, ',' order by ${subscriptions.status}), '')`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  return {
    user_id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    dob: user.dob,
    contact_number: user.contactNumber,
    zipcode: user.zipcode,
    state_id: user.stateId,
    state_code: user.stateCode,
    city_id: user.cityId,
    address1: user.address1,
    address2: user.address2,
    country_id: user.countryId,
    latitude: user.latitude,
    longitude: user.longitude,
    role_id: user.roleId,
    provider_id: user.providerId,
    is_admin: flag(user.isAdmin),
    is_trial_account: flag(user.isTrialAccount),
    is_ausa_member: flag(user.isAusaMember),
    is_veteran: flag(user.isVeteran),
    profile_incomplete: flag(user.profileIncomplete),
    blv_survey_completed: flag(user.blvSurveyCompleted),
    language: user.language === 'sp' ? 'sp' : 'en',
    subscription_status: row?.statuses ?? '',
    created,
  };
}

export interface SignUpFlags {
  firstName?: string | undefined;
  isTrialAccount?: Flag | undefined;
  isAusaMember?: Flag | undefined;
}

/**
 * The caller's row, found by the token's subject; else the row of the token's e-mail that no
 * sign-in has claimed yet (it is linked); else a new one. The body only contributes what a
 * new row starts with. Every step is one statement, so two first sign-ins at once leave one
 * row: the loser's insert does nothing and it reads the winner's row.
 */
export async function loadOrCreateUser(
  db: Db,
  identity: Identity,
  flags: SignUpFlags,
): Promise<{ user: UserRow; created: boolean }> {
  const email = identity.email;
  if (!email) throw new AppError('validation_failed', 'User email is not found!');

  const bySubject = () =>
    db.select().from(users).where(eq(users.authSubject, identity.subject)).limit(1);

  const [existing] = await bySubject();
  if (existing) return { user: await withAdminFlag(db, existing, identity), created: false };

  const [linked] = await db
    .update(users)
    .set({ authSubject: identity.subject, updatedAt: sql`now()` })
    .where(and(eq(users.email, email), isNull(users.authSubject)))
    .returning();
  if (linked) return { user: await withAdminFlag(db, linked, identity), created: false };

  const firstName = firstNameSchema.safeParse(flags.firstName ?? '');
  const [inserted] = await db
    .insert(users)
    .values({
      authSubject: identity.subject,
      email,
      firstName: firstName.success ? firstName.data : '',
      roleId: 3,
      providerId: 1,
      isTrialAccount: flags.isTrialAccount === 1,
      isAusaMember: flags.isAusaMember === 1,
      isAdmin: identity.admin === true,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { user: inserted, created: true };

  const [raced] = await bySubject();
  if (raced) return { user: raced, created: false };
  // The address belongs to a row another sign-in already claimed: never hand it over.
  throw new AppError('conflict', 'This e-mail address is already linked to another sign-in.');
}

/**
 * The identity provider decides who is an operator: each sign-in brings `is_admin` in line
 * with the token's roles, so a role granted or taken away there holds from the next sign-in.
 */
async function withAdminFlag(db: Db, user: UserRow, identity: Identity): Promise<UserRow> {
  if (identity.admin === undefined || identity.admin === user.isAdmin) return user;
  const [updated] = await db
    .update(users)
    .set({ isAdmin: identity.admin, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/** A profile save as the contracts parse it (see profileMode for which rules applied). */
export interface ProfileUpdate {
  first_name?: string | undefined;
  last_name?: string | undefined;
  dob?: string | undefined;
  zipcode?: string | undefined;
  contact_number?: string | undefined;
  state_id?: number | undefined;
  address1?: string | undefined;
  address2?: string | null | undefined;
  city_id?: number | undefined;
  is_veteran?: Flag | undefined;
  send_email?: Flag | undefined;
  profile_incomplete?: Flag | undefined;
  blv_survey_completed?: Flag | undefined;
  language?: 'en' | 'sp' | undefined;
}

export interface SaveProfileOptions {
  mode: 'basic' | 'my-profile' | 'flags';
  /** For the link in the welcome e-mail. */
  siteUrl?: string | undefined;
}

/**
 * Saves the caller's profile in one transaction: the state code comes from state_id, the
 * city must be in that state, the ZIP must exist and lie in that state (its centroid gives the
 * coordinates), and send_email queues the welcome message once per user. In 'flags' mode only
 * blv_survey_completed and profile_incomplete change.
 */
export async function saveProfile(
  db: Db,
  caller: UserRow,
  body: ProfileUpdate,
  { mode, siteUrl }: SaveProfileOptions,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.blv_survey_completed !== undefined) {
      changes.blvSurveyCompleted = body.blv_survey_completed === 1;
    }
    if (body.profile_incomplete !== undefined) {
      changes.profileIncomplete = body.profile_incomplete === 1;
    }
    if (body.language !== undefined) changes.language = body.language;

    if (mode !== 'flags') {
      const stateId = required(body.state_id, 'state_id');
      const [state] = await tx
        .select({ id: states.id, stateCode: states.stateCode })
        .from(states)
        .where(and(eq(states.id, stateId), eq(states.countryId, 233)))
        .limit(1);
      if (!state) throw fieldError('state_id', PROFILE_MESSAGES.stateRequired);

      const zipcode = required(body.zipcode, 'zipcode');
      const [centroid] = await tx
        .select({
          latitude: zipCentroids.latitude,
          longitude: zipCentroids.longitude,
          stateCode: zipCentroids.stateCode,
        })
        .from(zipCentroids)
        .where(eq(zipCentroids.zip, zipcode))
        .limit(1);
      // A ZIP that does not exist, or lies in another state, would give a profile with no
      // place (the organisation searches refuse it) or the wrong one (issue 42).
      if (!centroid) throw fieldError('zipcode', PROFILE_MESSAGES.zipUnknown);
      if (centroid.stateCode !== state.stateCode) {
        throw fieldError('zipcode', PROFILE_MESSAGES.zipStateMismatch);
      }

      Object.assign(changes, {
        firstName: required(body.first_name, 'first_name'),
        lastName: required(body.last_name, 'last_name'),
        dob: required(body.dob, 'dob'),
        contactNumber: required(body.contact_number, 'contact_number'),
        zipcode,
        stateId: state.id,
        stateCode: state.stateCode,
        countryId: 233,
        latitude: centroid.latitude,
        longitude: centroid.longitude,
        profileIncomplete: body.profile_incomplete === 1,
      } satisfies Partial<typeof users.$inferInsert>);

      if (mode === 'my-profile') {
        const cityId = required(body.city_id, 'city_id');
        const [city] = await tx
          .select({ id: cities.id })
          .from(cities)
          .where(and(eq(cities.id, cityId), eq(cities.stateId, state.id)))
          .limit(1);
        if (!city) throw fieldError('city_id', PROFILE_MESSAGES.cityRequired);
        changes.cityId = city.id;
        changes.address1 = required(body.address1, 'address1');
        // Optional fields left out keep their value; an empty address2 clears it.
        if (body.address2 !== undefined) changes.address2 = body.address2 || null;
        if (body.is_veteran !== undefined) changes.isVeteran = body.is_veteran === 1;
      } else if (caller.stateId !== state.id) {
        // Step 2 has no city field: a city of the old state would contradict the new one.
        changes.cityId = null;
      }
    }

    const [updated] = await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, caller.id))
      .returning();
    if (!updated) throw new AppError('not_found');

    if (body.send_email === 1) {
      const language = body.language ?? 'en';
      const message = welcomeEmail({ firstName: updated.firstName, language, siteUrl });
      await queueEmail(tx, {
        to: updated.email,
        template: 'welcome',
        language,
        subject: message.subject,
        bodyText: message.bodyText,
        dedupeKey: `welcome:${updated.id}`,
      });
    }
    return updated;
  });
}

function fieldError(field: string, message: string) {
  return new AppError('validation_failed', undefined, [{ path: `body.${field}`, message }]);
}

/** The contract already required these for the mode; a gap here is a bug, not bad input. */
function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new Error(`profile field ${field} missing after validation`);
  return value;
}
