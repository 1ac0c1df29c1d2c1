import { SPECIAL_IDS } from '../contracts/catalog.ts';
import type { Organization, OrganizationsRequest } from '../contracts/organizations.ts';
import { ageOn, type User } from '../contracts/users.ts';

// The display and request rules of spec section 5 for organisations, shared by every screen
// that lists them (the category page, the map list, search results).

/** The spec's placeholder for an empty cell in the imported data. */
const EMPTY_MARKER = 'nan';

/** Null, blank and the spec's "nan" all mean "nothing here". */
export function presentText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text.toLowerCase() === EMPTY_MARKER ? null : text;
}

/**
 * "Phone numbers of 10 digits (spaces removed) are formatted; otherwise shown as is." Other
 * separators people write (dashes, dots, brackets) are treated like spaces, so
 * "888-657-7323" reads as (888) 657-7323 too; anything with letters stays as written.
 */
export function formatPhone(raw: string): string {
  const text = raw.trim();
  if (!/^[\d\s().-]+$/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 10) return text;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The telephone keypad: a vanity number's letters are the digits a caller presses. */
const KEYPAD: Record<string, string> = Object.fromEntries(
  ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'].flatMap((letters, key) =>
    [...letters].map((letter) => [letter, String(key + 2)]),
  ),
);

/**
 * The `tel:` address of a number: capitals of a vanity number ("1-800-GUIDE") become their
 * keypad digits; a 10-digit US number gets its country code; otherwise the visual separators
 * RFC 3966 allows are kept and anything else is dropped.
 */
export function telHref(raw: string): string {
  // Vanity numbers are written in capitals; lower-case words ("ext") are not dialled.
  const dialled = raw.replace(/[A-Z]/g, (letter) => KEYPAD[letter.toLowerCase()] ?? '');
  const digits = dialled.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:${dialled.replace(/[^\d+().-]/g, '')}`;
}

/** Which of an organisation's numbers it is. */
export type PhoneKind = 'phone' | 'tollfree';

/**
 * The one number to show first, read out and dial: the phone, else the toll-free number.
 * Empty, blank and "nan" count as none, so an organisation with only a toll-free number is
 * read with it and called on it.
 */
export function numberToCall(
  organization: Pick<Organization, 'phone' | 'tollfree'>,
): { kind: PhoneKind; number: string } | null {
  const phone = presentText(organization.phone);
  if (phone) return { kind: 'phone', number: phone };
  const tollfree = presentText(organization.tollfree);
  return tollfree ? { kind: 'tollfree', number: tollfree } : null;
}

/** The address as one line, empty parts (and "nan") left out: "1 Main St, Erie, PA 16501". */
export function addressLine(
  organization: Pick<Organization, 'address_1' | 'address_2' | 'city' | 'state' | 'zip_code'>,
): string | null {
  const street = [organization.address_1, organization.address_2].map(presentText);
  const stateZip = [organization.state, organization.zip_code]
    .map(presentText)
    .filter(Boolean)
    .join(' ');
  const parts = [...street, presentText(organization.city), stateZip || null].filter(
    (part): part is string => part !== null,
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The distance to show, or null: never for sub-category 35, and never when the server sends
 * none (state-wide and national organisations have no meaningful distance).
 */
export function shownDistance(
  organization: Pick<Organization, 'distance'>,
  subCategoryId: number,
): number | null {
  if (subCategoryId === SPECIAL_IDS.nationalSubCategory) return null;
  return organization.distance;
}

/**
 * The body of POST /organizations for the signed-in user (spec section 5): age from the date
 * of birth (0 when unknown, and 0 for sub-categories 45, 47 and 50), is_veteran 0 when
 * unknown. Null when the profile has no ZIP code to search from.
 */
export function organizationsRequestFor(
  user: Pick<User, 'dob' | 'zipcode' | 'is_veteran'>,
  subCategoryId: number,
  miles: number,
  today: Date = new Date(),
): OrganizationsRequest | null {
  const zip = user.zipcode?.trim();
  if (!zip) return null;
  return {
    sub_cat_id: subCategoryId,
    zip_code: zip,
    age: SPECIAL_IDS.ageFreeSubCategories.includes(subCategoryId) ? 0 : ageOn(user.dob, today),
    miles,
    is_veteran: user.is_veteran === 1 ? 1 : 0,
  };
}

/**
 * A maps service's directions to an organisation (Google Maps URLs, documented and stable, and
 * what most phones open in their maps app), or null when there is no address to go to.
 */
export function directionsHref(
  organization: Pick<
    Organization,
    'organization' | 'address_1' | 'address_2' | 'city' | 'state' | 'zip_code'
  >,
): string | null {
  if (!presentText(organization.address_1)) return null;
  const address = addressLine(organization);
  if (!address) return null;
  const query = new URLSearchParams({
    api: '1',
    destination: `${organization.organization}, ${address}`,
  });
  return `https://www.google.com/maps/dir/?${query}`;
}
