import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../contracts/users.ts';
import { translate } from '../../i18n/translate.ts';
import {
  fieldMessage,
  PROFILE_MESSAGE_KEYS,
  serverFieldErrors,
  validateProfile,
  type ProfileValues,
} from './profile-validation.ts';

const valid: ProfileValues = {
  first_name: 'José',
  last_name: 'Núñez',
  contact_number: '(555) 123-4567',
  dob: new CalendarDate(1980, 1, 15),
  dobIsPartial: false,
  state_id: 1422,
  zipcode: '19104',
  address1: '1 Market St',
  address2: '',
  city_id: 301,
  is_veteran: 0,
};

const english = (value: { key: Parameters<typeof translate>[1]; params?: object } | undefined) =>
  value ? translate('en', value.key, value.params as Record<string, string>) : undefined;

describe('the contract messages in both languages', () => {
  // Messages the spec does not give (the contract's own) read better in our words.
  const OWN_WORDING = new Set<keyof typeof PROFILE_MESSAGES>(['tooLong', 'countryUs']);

  it.each(Object.entries(PROFILE_MESSAGES) as [keyof typeof PROFILE_MESSAGES, string][])(
    '%s has a key, English word for word, and a Spanish translation',
    (name, message) => {
      const mapped = fieldMessage('first_name', message);
      expect(mapped.key).toBe(PROFILE_MESSAGE_KEYS[name]);
      const en = translate('en', mapped.key, { max: 50 });
      const sp = translate('sp', mapped.key, { max: 50 });
      if (!OWN_WORDING.has(name)) expect(en).toBe(message);
      expect(sp).not.toBe('');
      expect(sp).not.toBe(en);
    },
  );

  it('says how long is too long for each field', () => {
    expect(english(fieldMessage('first_name', 'Too long'))).toBe('Use 50 characters or fewer');
    expect(english(fieldMessage('address1', 'Too long'))).toBe('Use 200 characters or fewer');
    expect(translate('sp', 'account.errors.tooLong', { max: 200 })).toBe(
      'Use 200 caracteres o menos',
    );
  });

  it('an unknown message becomes a general "Check this entry"', () => {
    expect(english(fieldMessage('zipcode', 'Something new'))).toBe('Check this entry');
  });
});

describe('validateProfile (the contract rules)', () => {
  it('passes valid input and returns it cleaned as the contract does', () => {
    const result = validateProfile({ ...valid, first_name: '  José ' }, 'my-profile');
    expect(result).toEqual({
      ok: true,
      data: {
        first_name: 'José',
        last_name: 'Núñez',
        contact_number: '(555) 123-4567',
        dob: '1980-01-15',
        state_id: 1422,
        zipcode: '19104',
        address1: '1 Market St',
        address2: null,
        city_id: 301,
        country_id: 233,
        is_veteran: 0,
      },
    });
  });

  it.each<[Partial<ProfileValues>, string, string]>([
    [{ first_name: '' }, 'first_name', 'Please enter first name'],
    [{ first_name: '   ' }, 'first_name', 'Please enter first name'],
    [{ last_name: '' }, 'last_name', 'Please enter last name'],
    [{ last_name: 'Smith-Jones' }, 'last_name', 'Only alphabets and spaces are allowed.'],
    [{ first_name: 'x'.repeat(51) }, 'first_name', 'Use 50 characters or fewer'],
    [{ contact_number: '' }, 'contact_number', 'Please enter contact number'],
    [{ contact_number: '(555) 123' }, 'contact_number', 'Must be minimum 10 digits'],
    [{ contact_number: '(555) 123-45678' }, 'contact_number', 'Must be max 10 digits'],
    // Ten digits, but not in the mask (the server may say this; the form's mask prevents it).
    [{ contact_number: '555-123-4567' }, 'contact_number', 'Invalid contact number'],
    [{ dob: null }, 'dob', 'Date of Birth is required'],
    [{ dob: null, dobIsPartial: true }, 'dob', 'Enter a value date of birth'],
    [{ dob: new CalendarDate(2999, 1, 1) }, 'dob', 'Enter a value date of birth'],
    [{ dob: new CalendarDate(1899, 12, 31) }, 'dob', 'Enter a value date of birth'],
    [{ state_id: null }, 'state_id', 'Please select state'],
    [{ zipcode: '' }, 'zipcode', 'Please enter zipcode'],
    [{ zipcode: '1910a' }, 'zipcode', 'Must be only digits'],
    [{ zipcode: '1910' }, 'zipcode', 'Must be exactly 5 digits'],
    [{ address1: ' ' }, 'address1', 'Please enter address'],
    [{ address1: 'x'.repeat(201) }, 'address1', 'Use 200 characters or fewer'],
    [{ address2: 'x'.repeat(201) }, 'address2', 'Use 200 characters or fewer'],
    [{ city_id: null }, 'city_id', 'Please select city'],
  ])('%j → %s: "%s"', (change, field, message) => {
    const result = validateProfile({ ...valid, ...change }, 'my-profile');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual([field]);
    expect(english(result.errors[field as keyof typeof result.errors])).toBe(message);
  });

  it('step 2 checks neither address nor city', () => {
    const result = validateProfile({ ...valid, address1: '', city_id: null }, 'basic');
    expect(result.ok).toBe(true);
  });

  it('reports every field at once, one message each', () => {
    const result = validateProfile(
      {
        ...valid,
        first_name: '',
        last_name: '',
        contact_number: '',
        dob: null,
        state_id: null,
        zipcode: '',
      },
      'basic',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['contact_number', 'dob', 'first_name', 'last_name', 'state_id', 'zipcode'].sort(),
    );
  });
});

describe('serverFieldErrors', () => {
  it('maps body.<field> details onto the form’s fields', () => {
    expect(
      serverFieldErrors(
        [
          { path: 'body.first_name', message: 'Only alphabets and spaces are allowed.' },
          { path: 'body.city_id', message: 'Please select city' },
        ],
        'my-profile',
      ),
    ).toEqual({
      first_name: { key: 'account.errors.lettersOnly' },
      city_id: { key: 'account.errors.cityRequired' },
    });
  });

  it('gives up (null) when a detail is about something the form does not show', () => {
    expect(serverFieldErrors([{ path: 'body.city_id', message: 'x' }], 'basic')).toBeNull();
    expect(serverFieldErrors([{ path: 'body.user_id', message: 'x' }], 'my-profile')).toBeNull();
    expect(serverFieldErrors([], 'my-profile')).toBeNull();
  });
});
