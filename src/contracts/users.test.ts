import { describe, expect, it } from 'vitest';
import {
  address1Schema,
  ageOn,
  basicProfileSchema,
  cityIdSchema,
  contactNumberSchema,
  countryIdSchema,
  dobSchema,
  editUserRequestSchema,
  firstNameSchema,
  flagSchema,
  lastNameSchema,
  latestBirthDate,
  myProfileSchema,
  profileMode,
  stateIdSchema,
  updateUserRequestSchema,
  zipcodeSchema,
} from './users.ts';
import type { z } from 'zod';

/** The messages a value gets: [] when valid. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('profile field rules (spec section 5): one message per field, the first that applies', () => {
  it.each([
    [firstNameSchema, 'Please enter first name'],
    [lastNameSchema, 'Please enter last name'],
  ] as const)('names: required, then letters and spaces only', (schema, required) => {
    expect(messages(schema, undefined)).toEqual([required]);
    expect(messages(schema, '')).toEqual([required]);
    expect(messages(schema, '   ')).toEqual([required]);
    expect(messages(schema, 42)).toEqual([required]);
    for (const bad of ['Ann3', 'Ann-Marie', "O'Brien", 'a.b', 'Ann\tLee', '<script>']) {
      expect(messages(schema, bad), bad).toEqual(['Only alphabets and spaces are allowed.']);
    }
    expect(messages(schema, 'a'.repeat(51))).toEqual(['Too long']);
    // Spanish names: accented letters and ñ are letters.
    for (const good of ['Ann', 'Mary Ann', 'José', 'María Peña', 'Núñez', 'Iñaki', 'Zoë']) {
      expect(messages(schema, good), good).toEqual([]);
    }
  });

  it('names are trimmed and stored composed (NFC)', () => {
    expect(firstNameSchema.parse('  José  ')).toBe('José');
    const decomposed = 'Jose\u0301';
    expect(firstNameSchema.parse(decomposed)).toBe('José');
  });

  it('contact number: required, digit count, then the (###) ###-#### mask', () => {
    expect(messages(contactNumberSchema, undefined)).toEqual(['Please enter contact number']);
    expect(messages(contactNumberSchema, '')).toEqual(['Please enter contact number']);
    expect(messages(contactNumberSchema, '(555) 123-456')).toEqual(['Must be minimum 10 digits']);
    expect(messages(contactNumberSchema, '555')).toEqual(['Must be minimum 10 digits']);
    expect(messages(contactNumberSchema, '(555) 123-45678')).toEqual(['Must be max 10 digits']);
    expect(messages(contactNumberSchema, '5551234567')).toEqual(['Invalid contact number']);
    expect(messages(contactNumberSchema, '555-123-4567')).toEqual(['Invalid contact number']);
    expect(messages(contactNumberSchema, '(555)123-4567 ')).toEqual(['Invalid contact number']);
    expect(messages(contactNumberSchema, 'x'.repeat(500))).toEqual(['Invalid contact number']);
    expect(messages(contactNumberSchema, '(555) 123-4567')).toEqual([]);
    expect(contactNumberSchema.parse('(555) 123-4567')).toHaveLength(14);
  });

  it('date of birth: required, a real YYYY-MM-DD date, not in the future', () => {
    expect(messages(dobSchema, undefined)).toEqual(['Date of Birth is required']);
    expect(messages(dobSchema, '')).toEqual(['Date of Birth is required']);
    for (const bad of [
      '1990-02-30',
      '2023-02-29',
      '1990/01/01',
      '01-01-1990',
      '1990-1-1',
      '1899-12-31',
      '9999-01-01',
    ]) {
      expect(messages(dobSchema, bad), bad).toEqual(['Enter a value date of birth']);
    }
    const tomorrowEverywhere = new Date(Date.parse(latestBirthDate()) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(messages(dobSchema, tomorrowEverywhere)).toEqual(['Enter a value date of birth']);
    for (const good of [
      '1990-01-01',
      '2024-02-29',
      '1900-01-01',
      new Date().toISOString().slice(0, 10),
    ]) {
      expect(messages(dobSchema, good), good).toEqual([]);
    }
  });

  it('latestBirthDate is the date where the day starts first (UTC+14)', () => {
    expect(latestBirthDate(new Date('2026-03-01T09:59:00Z'))).toBe('2026-03-01');
    expect(latestBirthDate(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
  });

  it('state and city: a number greater than 0', () => {
    for (const bad of [undefined, 0, -1, 1.5, '1456', null, 2 ** 31]) {
      expect(messages(stateIdSchema, bad), String(bad)).toEqual(['Please select state']);
      expect(messages(cityIdSchema, bad), String(bad)).toEqual(['Please select city']);
    }
    expect(messages(stateIdSchema, 1456)).toEqual([]);
    expect(messages(cityIdSchema, 111)).toEqual([]);
  });

  it('zipcode: required, digits only, exactly 5', () => {
    expect(messages(zipcodeSchema, undefined)).toEqual(['Please enter zipcode']);
    expect(messages(zipcodeSchema, '')).toEqual(['Please enter zipcode']);
    expect(messages(zipcodeSchema, '3520a')).toEqual(['Must be only digits']);
    expect(messages(zipcodeSchema, '35-203')).toEqual(['Must be only digits']);
    expect(messages(zipcodeSchema, '3520')).toEqual(['Must be exactly 5 digits']);
    expect(messages(zipcodeSchema, '352030')).toEqual(['Must be exactly 5 digits']);
    expect(messages(zipcodeSchema, '02134')).toEqual([]);
  });

  it('address1 required; is_veteran 0 or 1; country 233 only', () => {
    expect(messages(address1Schema, undefined)).toEqual(['Please enter address']);
    expect(messages(address1Schema, '  ')).toEqual(['Please enter address']);
    expect(messages(address1Schema, '1 Main St')).toEqual([]);
    expect(messages(flagSchema, 2)).toEqual(['Must be 0 or 1']);
    expect(messages(flagSchema, true)).toEqual(['Must be 0 or 1']);
    expect(messages(flagSchema, 1)).toEqual([]);
    expect(messages(countryIdSchema, 38)).toEqual(['Country must be United States (233)']);
    expect(messages(countryIdSchema, 233)).toEqual([]);
  });

  it('the basic and my-profile forms differ by address and city', () => {
    const basic = {
      first_name: 'Ana',
      last_name: 'Núñez',
      contact_number: '(555) 123-4567',
      dob: '1950-06-01',
      state_id: 1456,
      zipcode: '35203',
    };
    expect(basicProfileSchema.safeParse(basic).success).toBe(true);
    const result = myProfileSchema.safeParse(basic);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address1', 'Please enter address'],
      ['city_id', 'Please select city'],
      ['is_veteran', 'Must be 0 or 1'],
    ]);
  });
});

describe('update-user bodies', () => {
  const fieldMessages = (schema: z.ZodType, body: unknown) => {
    const result = schema.safeParse(body);
    return result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('an empty basic save lists every required field once', () => {
    expect(fieldMessages(updateUserRequestSchema, { user_id: 1 })).toEqual([
      ['first_name', 'Please enter first name'],
      ['last_name', 'Please enter last name'],
      ['contact_number', 'Please enter contact number'],
      ['dob', 'Date of Birth is required'],
      ['state_id', 'Please select state'],
      ['zipcode', 'Please enter zipcode'],
    ]);
  });

  it('a my-profile field adds address and city, and bad fields keep their own message', () => {
    expect(
      fieldMessages(updateUserRequestSchema, { user_id: 1, is_veteran: 0, first_name: 'J4' }),
    ).toEqual([
      ['first_name', 'Only alphabets and spaces are allowed.'],
      ['last_name', 'Please enter last name'],
      ['contact_number', 'Please enter contact number'],
      ['dob', 'Date of Birth is required'],
      ['state_id', 'Please select state'],
      ['zipcode', 'Please enter zipcode'],
      ['address1', 'Please enter address'],
      ['city_id', 'Please select city'],
    ]);
  });

  it('profileMode: my-profile fields win, then basic fields, else flags', () => {
    expect(profileMode({ address2: '' })).toBe('my-profile');
    expect(profileMode({ first_name: 'A' })).toBe('basic');
    expect(profileMode({ blv_survey_completed: 1 })).toBe('flags');
  });

  it('edit-user accepts flags alone, but not an empty body', () => {
    expect(fieldMessages(editUserRequestSchema, { blv_survey_completed: 1 })).toEqual([]);
    expect(fieldMessages(editUserRequestSchema, { user_id: 3, profile_incomplete: 0 })).toEqual([]);
    expect(fieldMessages(editUserRequestSchema, { user_id: 3 })).toEqual([
      [
        'blv_survey_completed',
        'Send the profile fields, blv_survey_completed or profile_incomplete',
      ],
    ]);
    // updateUser is always a profile save.
    expect(
      fieldMessages(updateUserRequestSchema, { user_id: 3, profile_incomplete: 0 }),
    ).toHaveLength(6);
  });

  it('a body that is not an object fails without throwing', () => {
    for (const body of [null, 'x', [], 3]) {
      expect(updateUserRequestSchema.safeParse(body).success).toBe(false);
      expect(editUserRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('ageOn: whole years from the date of birth, 0 when unknown', () => {
  it.each([
    ['1980-11-25', 46],
    ['1980-11-26', 45],
    ['1980-12-01', 45],
    ['1980-01-15', 46],
    ['2026-11-25', 0],
    [null, 0],
    ['', 0],
    ['not a date', 0],
  ])('born %s: %i', (dob, age) => {
    expect(ageOn(dob, new Date(2026, 10, 25))).toBe(age);
  });
});
