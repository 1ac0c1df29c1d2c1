import type { CalendarDate } from '@internationalized/date';
import type { ErrorDetail } from '../../contracts/error.ts';
import {
  ADDRESS_MAX_LENGTH,
  basicProfileSchema,
  myProfileSchema,
  NAME_MAX_LENGTH,
  PROFILE_MESSAGES,
  US_COUNTRY_ID,
  type BasicProfile,
  type MyProfile,
} from '../../contracts/users.ts';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import type { TranslationParams } from '../../i18n/translate.ts';

// The profile forms check their input with the contract's own zod rules (the server runs
// the same ones), and show the result in the user's language: each English contract message
// maps to a dictionary key, whose English text is the spec's message word for word.

export type ProfileVariant = 'basic' | 'my-profile';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  contact_number: string;
  dob: CalendarDate | null;
  /** True when some but not all of the date's parts are filled in. */
  dobIsPartial: boolean;
  state_id: number | null;
  zipcode: string;
  address1: string;
  address2: string;
  city_id: number | null;
  is_veteran: 0 | 1;
}

export type ProfileField =
  | 'first_name'
  | 'last_name'
  | 'contact_number'
  | 'dob'
  | 'address1'
  | 'address2'
  | 'state_id'
  | 'city_id'
  | 'zipcode'
  | 'is_veteran';

/** Each form's fields in the order they appear, which is also the error summary's order. */
export const PROFILE_FIELDS: Record<ProfileVariant, readonly ProfileField[]> = {
  basic: ['first_name', 'last_name', 'contact_number', 'dob', 'state_id', 'zipcode'],
  'my-profile': [
    'first_name',
    'last_name',
    'contact_number',
    'dob',
    'address1',
    'address2',
    'state_id',
    'city_id',
    'zipcode',
    'is_veteran',
  ],
};

export interface FieldMessage {
  key: TranslationKey;
  params?: TranslationParams;
}

export type ProfileErrors = Partial<Record<ProfileField, FieldMessage>>;

/** Every contract message has its key: a new message in the contract fails the type check. */
export const PROFILE_MESSAGE_KEYS: Record<keyof typeof PROFILE_MESSAGES, TranslationKey> = {
  firstNameRequired: 'account.errors.firstNameRequired',
  lastNameRequired: 'account.errors.lastNameRequired',
  lettersOnly: 'account.errors.lettersOnly',
  contactRequired: 'account.errors.contactRequired',
  contactTooFew: 'account.errors.contactTooFew',
  contactTooMany: 'account.errors.contactTooMany',
  contactInvalid: 'account.errors.contactInvalid',
  dobRequired: 'account.errors.dobRequired',
  dobInvalid: 'account.errors.dobInvalid',
  stateRequired: 'account.errors.stateRequired',
  zipRequired: 'account.errors.zipRequired',
  zipDigits: 'account.errors.zipDigits',
  zipLength: 'account.errors.zipLength',
  zipUnknown: 'account.errors.zipUnknown',
  zipStateMismatch: 'account.errors.zipStateMismatch',
  addressRequired: 'account.errors.addressRequired',
  cityRequired: 'account.errors.cityRequired',
  countryUs: 'account.errors.countryUs',
  tooLong: 'account.errors.tooLong',
};

const KEY_BY_MESSAGE = new Map<string, keyof typeof PROFILE_MESSAGES>(
  (Object.entries(PROFILE_MESSAGES) as [keyof typeof PROFILE_MESSAGES, string][]).map(
    ([name, message]) => [message, name],
  ),
);

/** The translated form of a contract (or server) message about one field. */
export function fieldMessage(field: ProfileField, message: string): FieldMessage {
  const name = KEY_BY_MESSAGE.get(message);
  if (!name) return { key: 'account.errors.invalidField' };
  if (name === 'tooLong') {
    const max = field === 'address1' || field === 'address2' ? ADDRESS_MAX_LENGTH : NAME_MAX_LENGTH;
    return { key: PROFILE_MESSAGE_KEYS.tooLong, params: { max } };
  }
  return { key: PROFILE_MESSAGE_KEYS[name] };
}

function isProfileField(name: unknown, variant: ProfileVariant): name is ProfileField {
  return PROFILE_FIELDS[variant].includes(name as ProfileField);
}

/** What the contract's schema is given: text as typed, ids and the date as the API has them. */
function candidate(values: ProfileValues, variant: ProfileVariant) {
  const basic = {
    first_name: values.first_name,
    last_name: values.last_name,
    contact_number: values.contact_number,
    // A half-typed date is not a date: "not-a-date" makes the schema say "Enter a value date
    // of birth" rather than "Date of Birth is required" for something the user did type.
    dob: values.dob ? values.dob.toString() : values.dobIsPartial ? 'not-a-date' : '',
    state_id: values.state_id ?? undefined,
    zipcode: values.zipcode,
  };
  if (variant === 'basic') return basic;
  return {
    ...basic,
    address1: values.address1,
    address2: values.address2.trim() === '' ? null : values.address2,
    city_id: values.city_id ?? undefined,
    country_id: US_COUNTRY_ID,
    is_veteran: values.is_veteran,
  };
}

export type ValidationResult<V extends ProfileVariant> =
  | { ok: true; data: V extends 'basic' ? BasicProfile : MyProfile }
  | { ok: false; errors: ProfileErrors };

/** Checks the form with the shared rules; on failure, one message per field (the first). */
export function validateProfile<V extends ProfileVariant>(
  values: ProfileValues,
  variant: V,
): ValidationResult<V> {
  const schema = variant === 'basic' ? basicProfileSchema : myProfileSchema;
  const result = schema.safeParse(candidate(values, variant));
  if (result.success) {
    return { ok: true, data: result.data as V extends 'basic' ? BasicProfile : MyProfile };
  }
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isProfileField(field, variant) && !errors[field]) {
      errors[field] = fieldMessage(field, issue.message);
    }
  }
  return { ok: false, errors };
}

/**
 * The server's validation details ({path: "body.first_name", message}) as field messages.
 * Null when any detail names something the form does not show: then a field-by-field
 * answer would hide the problem, and the caller shows a general message instead.
 */
export function serverFieldErrors(
  details: readonly ErrorDetail[],
  variant: ProfileVariant,
): ProfileErrors | null {
  if (details.length === 0) return null;
  const errors: ProfileErrors = {};
  for (const { path, message } of details) {
    const field = path.replace(/^body\./, '');
    if (!isProfileField(field, variant)) return null;
    errors[field] ??= fieldMessage(field, message);
  }
  return errors;
}
