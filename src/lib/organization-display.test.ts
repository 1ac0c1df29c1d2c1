import { describe, expect, it } from 'vitest';
import {
  addressLine,
  directionsHref,
  formatPhone,
  numberToCall,
  organizationsRequestFor,
  presentText,
  shownDistance,
  telHref,
} from './organization-display.ts';

const TODAY = new Date(2026, 10, 25); // 25 Nov 2026, local time

describe('formatPhone (spec: 10 digits, spaces removed, are formatted; otherwise as is)', () => {
  it.each([
    ['2155551234', '(215) 555-1234'],
    ['215 555 1234', '(215) 555-1234'],
    ['888-657-7323', '(888) 657-7323'],
    ['(888) 657.7323', '(888) 657-7323'],
  ])('formats %s as %s', (raw, formatted) => {
    expect(formatPhone(raw)).toBe(formatted);
  });

  it.each(['1-888-657-7323', '555 1234', '1-888-NLS-READ', '215555123456', ' 911 '])(
    'leaves %s as given',
    (raw) => {
      expect(formatPhone(raw)).toBe(raw.trim());
    },
  );

  it('calls a 10-digit number with its country code, and keeps only dial characters otherwise', () => {
    expect(telHref('(215) 555-1234')).toBe('tel:+12155551234');
    expect(telHref('1-888-657-7323')).toBe('tel:1-888-657-7323');
    // A vanity number is dialled by its keypad digits.
    expect(telHref('1-800-GUIDE')).toBe('tel:1-800-48433');
    expect(telHref('(800) 562-6265 ext')).toBe('tel:+18005626265');
  });
});

describe('numberToCall: the phone, else the toll-free number', () => {
  it.each([
    [
      { phone: '215 555 1234', tollfree: '8005551234' },
      { kind: 'phone', number: '215 555 1234' },
    ],
    [
      { phone: null, tollfree: '8005551234' },
      { kind: 'tollfree', number: '8005551234' },
    ],
    [
      { phone: '', tollfree: '8005551234' },
      { kind: 'tollfree', number: '8005551234' },
    ],
    [
      { phone: '   ', tollfree: '8005551234' },
      { kind: 'tollfree', number: '8005551234' },
    ],
    [
      { phone: 'nan', tollfree: '8005551234' },
      { kind: 'tollfree', number: '8005551234' },
    ],
    [
      { phone: '2155551234', tollfree: null },
      { kind: 'phone', number: '2155551234' },
    ],
    [{ phone: null, tollfree: ' ' }, null],
    [{ phone: null, tollfree: null }, null],
  ] as const)('%j', (organization, expected) => {
    expect(numberToCall(organization)).toEqual(expected);
  });
});

describe('addressLine: no empty parts and no "nan"', () => {
  const empty = { address_1: null, address_2: null, city: null, state: null, zip_code: null };

  it('joins the parts that exist', () => {
    expect(
      addressLine({
        address_1: '3535 Market St',
        address_2: 'Suite 200',
        city: 'Philadelphia',
        state: 'PA',
        zip_code: '19104',
      }),
    ).toBe('3535 Market St, Suite 200, Philadelphia, PA 19104');
  });

  it('drops "nan" (any case) and blank parts', () => {
    expect(
      addressLine({
        ...empty,
        address_1: 'nan',
        address_2: ' ',
        city: 'Erie',
        state: 'NaN',
        zip_code: '16501',
      }),
    ).toBe('Erie, 16501');
    expect(presentText(' nan ')).toBeNull();
    expect(addressLine(empty)).toBeNull();
    expect(addressLine({ ...empty, address_1: 'nan', city: 'nan' })).toBeNull();
  });
});

describe('directionsHref', () => {
  const place = {
    organization: 'Hope Center',
    address_1: '1 Main St',
    address_2: 'nan',
    city: 'Erie',
    state: 'PA',
    zip_code: '16501',
  };

  it('asks for directions to the name and street address', () => {
    const url = new URL(directionsHref(place) ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('Hope Center, 1 Main St, Erie, PA 16501');
  });

  it('offers none without a street address (a city alone is not somewhere to go)', () => {
    expect(directionsHref({ ...place, address_1: null })).toBeNull();
    expect(directionsHref({ ...place, address_1: 'NaN' })).toBeNull();
  });
});

describe('shownDistance', () => {
  it('hides the distance for sub-category 35 only', () => {
    expect(shownDistance({ distance: 12.5 }, 35)).toBeNull();
    expect(shownDistance({ distance: 12.5 }, 36)).toBe(12.5);
    expect(shownDistance({ distance: null }, 36)).toBeNull();
  });
});

describe('organizationsRequestFor (spec section 5)', () => {
  const user = { dob: '1980-01-15', zipcode: '19104', is_veteran: 1 as const };

  it('sends the ZIP, the age from the date of birth, the veteran flag and the distance', () => {
    expect(organizationsRequestFor(user, 36, 50, TODAY)).toEqual({
      sub_cat_id: 36,
      zip_code: '19104',
      age: 46,
      miles: 50,
      is_veteran: 1,
    });
  });

  it.each([45, 47, 50])('sends age 0 for sub-category %i', (subCategoryId) => {
    expect(organizationsRequestFor(user, subCategoryId, 100, TODAY)?.age).toBe(0);
  });

  it('sends age 0 and is_veteran 0 when they are unknown', () => {
    const request = organizationsRequestFor(
      { dob: null, zipcode: '19104', is_veteran: 0 },
      36,
      100,
      TODAY,
    );
    expect(request).toMatchObject({ age: 0, is_veteran: 0 });
  });

  it('has nothing to send without a ZIP code', () => {
    expect(organizationsRequestFor({ ...user, zipcode: null }, 36, 100, TODAY)).toBeNull();
    expect(organizationsRequestFor({ ...user, zipcode: '  ' }, 36, 100, TODAY)).toBeNull();
  });
});
