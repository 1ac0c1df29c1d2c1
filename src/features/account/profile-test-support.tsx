// Shared by the profile pages' tests: a fake API per path, and the steps a user takes to fill
// the fields that are more than a text box.
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import type { ApiError } from '../../contracts/error.ts';
import type { CityOption, StateOption } from '../../contracts/geography.ts';
import type { User } from '../../contracts/users.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { Session } from '../../lib/session.tsx';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';

export const STATES: StateOption[] = [
  {
    state_id: 1456,
    state_name: 'Alabama',
    state_name_sp: 'Alabama',
    state_code: 'AL',
    iso2: 'AL',
  },
  {
    // Its English name has a word starting "Pa": "PA" must still put Pennsylvania first.
    state_id: 1400,
    state_name: 'Armed Forces Pacific',
    state_name_sp: 'Fuerzas Armadas del Pacífico',
    state_code: 'AP',
    iso2: 'AP',
  },
  {
    state_id: 1436,
    state_name: 'New Mexico',
    state_name_sp: 'Nuevo México',
    state_code: 'NM',
    iso2: 'NM',
  },
  {
    state_id: 1452,
    state_name: 'New York',
    state_name_sp: 'Nueva York',
    state_code: 'NY',
    iso2: 'NY',
  },
  {
    state_id: 1422,
    state_name: 'Pennsylvania',
    state_name_sp: 'Pensilvania',
    state_code: 'PA',
    iso2: 'PA',
  },
];

export const CITIES: Record<number, CityOption[]> = {
  1456: [
    { city_id: 101, city_name: 'Birmingham' },
    { city_id: 102, city_name: 'Montgomery' },
  ],
  1436: [{ city_id: 201, city_name: 'Santa Fe' }],
  1422: [
    { city_id: 301, city_name: 'Philadelphia' },
    { city_id: 302, city_name: 'Pittsburgh' },
  ],
};

type UpdateHandler = (body: Record<string, unknown>) => unknown;

/**
 * A session.request that answers GET /states, GET /state_cities and POST /updateUser (with
 * `onUpdate`, by default echoing the body onto the user), and fails the test on any other path.
 */
export function fakeApi(user: User, onUpdate?: UpdateHandler): Mock {
  return vi.fn(async (path: string, options: { body?: unknown } = {}) => {
    if (path === '/api/v1/states?country_id=233') return { data: STATES };
    const cities = /^\/api\/v1\/state_cities\?state_id=(\d+)$/.exec(path);
    if (cities) return { data: CITIES[Number(cities[1])] ?? [] };
    if (path === '/api/v1/updateUser') {
      const body = options.body as Record<string, unknown>;
      if (onUpdate) return onUpdate(body);
      return { data: { ...user, ...body } };
    }
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
}

/** The bodies sent to POST /updateUser, oldest first. */
export function updateBodies(request: Mock): unknown[] {
  return request.mock.calls
    .filter(([path]) => path === '/api/v1/updateUser')
    .map(([, options]) => (options as { body: unknown }).body);
}

export function apiError(
  status: number,
  code: string,
  details: ApiError['details'] = [],
): ApiRequestError {
  return new ApiRequestError(status, {
    code,
    details,
    message: 'x',
    statusCode: status,
    timestamp: new Date().toISOString(),
  });
}

/** Renders a profile page for a signed-in user; the API is fakeApi(user) unless given. */
export function renderPage(
  page: ReactElement,
  {
    user,
    request = fakeApi(user),
    language = 'en',
    session = {},
  }: { user: User; request?: Mock; language?: Language; session?: Partial<Session> },
) {
  return renderSignedIn(page, { user, request, language, session });
}

/** Types a date in the field's own order (month, day, year in English; day first in Spanish). */
export async function typeDate(user: UserEvent, label: string, digits: string) {
  const group = screen.getByRole('group', { name: label });
  const [first] = within(group).getAllByRole('spinbutton');
  if (!first) throw new Error('No date segments');
  await user.click(first);
  await user.keyboard(digits);
}

/** Types part of a name into a combo box and picks the option from the list. */
export async function choose(user: UserEvent, label: string, typed: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  if ((input as HTMLInputElement).value) await user.clear(input);
  await user.type(input, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

export function field(name: string): HTMLElement {
  return screen.getByRole('textbox', { name });
}

/** Puts text in a field as a paste would (one change, not one per key). */
export async function fill(user: UserEvent, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}
