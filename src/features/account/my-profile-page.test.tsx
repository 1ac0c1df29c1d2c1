import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../../components/ui/toast.tsx';
import { makeUser } from '../../testing/users.ts';
import MyProfilePage, { SAVED_REDIRECT_MS } from './my-profile-page.tsx';
import {
  apiError,
  choose,
  fakeApi,
  field,
  fill,
  renderPage,
  typeDate,
  updateBodies,
} from './profile-test-support.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

/** A user who finished onboarding and has a subscription that lapsed. */
const completeUser = (overrides = {}) =>
  makeUser({
    contact_number: '(555) 123-4567',
    dob: '1980-01-15',
    state_id: 1422,
    state_code: 'PA',
    city_id: 301,
    zipcode: '19104',
    address1: '1 Market St',
    address2: null,
    is_veteran: 1,
    profile_incomplete: 0,
    subscription_status: 'canceled',
    ...overrides,
  });

const emptyUser = () => makeUser({ first_name: '', last_name: '' });

function setup(options: { user?: ReturnType<typeof makeUser>; language?: 'en' | 'sp' } = {}) {
  const account = options.user ?? completeUser();
  return { ...renderPage(<MyProfilePage />, { ...options, user: account }), account };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const summary = () => screen.getByRole('group', { name: 'There is a problem' });
const city = () => screen.getByRole('combobox', { name: 'City' });
const state = () => screen.getByRole('combobox', { name: 'State' });

async function loaded() {
  await waitFor(() => expect(state()).toHaveValue('Pennsylvania'));
  await waitFor(() => expect(city()).toHaveValue('Philadelphia'));
}

// A whole form typed into through React Aria is slow in jsdom, more so when every test file
// runs at once: more time than the default 5 s.
describe('My Profile Information', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    toastQueue.clear();
  });

  it('shows every field filled from the user, country fixed, veteran as Yes/No', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Profile Information');
    expect(document.title).toBe('My Profile Information – Vision Hub');
    await loaded();
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Address line 1')).toHaveValue('1 Market St');
    expect(field('Address line 1')).toHaveAttribute('autocomplete', 'address-line1');
    expect(field('Address line 1')).toBeRequired();
    expect(field('Address line 2 (optional)')).toHaveValue('');
    expect(field('Address line 2 (optional)')).toHaveAttribute('autocomplete', 'address-line2');
    expect(field('Address line 2 (optional)')).not.toBeRequired();
    expect(field('Country')).toHaveValue('United States');
    expect(field('Country')).toHaveAttribute('readonly');
    const veteran = screen.getByRole('radiogroup', { name: 'Are you a veteran?' });
    expect(within(veteran).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(veteran).getByRole('radio', { name: 'No' })).not.toBeChecked();
    // The onboarding stepper belongs to step 2 only.
    expect(screen.queryByRole('list', { name: 'Account setup steps' })).not.toBeInTheDocument();
  });

  it('needs address and city too; the city waits for a state, and its link leads there', async () => {
    const { user } = setup({ user: emptyUser() });
    expect(city()).toBeDisabled();
    expect(city()).toHaveAccessibleDescription(expect.stringContaining('Choose a state first.'));
    await user.click(save());

    expect(summary()).toHaveFocus();
    expect(
      within(summary())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter first name',
      'Please enter last name',
      'Please enter contact number',
      'Date of Birth is required',
      'Please enter address',
      'Please select state',
      'Please select city',
      'Please enter zipcode',
    ]);
    expect(field('Address line 1')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter address'),
    );
    expect(city()).toHaveAccessibleDescription(expect.stringContaining('Please select city'));
    await user.click(within(summary()).getByRole('link', { name: 'Please select city' }));
    expect(state()).toHaveFocus();
    expect(document.title).toBe('Error: My Profile Information – Vision Hub');
  });

  it('loads the chosen state’s cities, and empties the city when the state changes', async () => {
    const { user, request } = setup({ user: emptyUser() });
    await choose(user, 'State', 'penn', 'Pennsylvania');
    await waitFor(() => expect(city()).toBeEnabled());
    expect(request).toHaveBeenCalledWith('/api/v1/state_cities?state_id=1422', expect.anything());
    await choose(user, 'City', 'phil', 'Philadelphia');
    expect(city()).toHaveValue('Philadelphia');

    await choose(user, 'State', 'ala', 'Alabama');
    expect(city()).toHaveValue('');
    expect(request).toHaveBeenCalledWith('/api/v1/state_cities?state_id=1456', expect.anything());
    await user.click(city());
    await user.type(city(), 'i');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Birmingham']);
  });

  it('finds a state by any part of its name, and shows Spanish names in Spanish', async () => {
    const { user } = setup({ user: emptyUser(), language: 'sp' });
    await user.type(screen.getByRole('combobox', { name: 'Estado' }), 'mexico');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Nuevo México']);
  });

  it('says when the states did not load, and Try again loads them', async () => {
    expectConsoleError('Failed to load');
    const account = emptyUser();
    const working = fakeApi(account);
    let fail = true;
    const request = vi.fn(async (path: string, options: unknown) => {
      if (path.startsWith('/api/v1/states') && fail) throw new Error('offline');
      return working(path, options);
    });
    const { user } = renderPage(<MyProfilePage />, { user: account, request });
    await waitFor(() =>
      expect(state()).toHaveAccessibleDescription(
        expect.stringContaining('The list of states did not load.'),
      ),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await choose(user, 'State', 'penn', 'Pennsylvania');
    expect(state()).toHaveValue('Pennsylvania');
  });

  it('saves the exact body, shows the message in a toast and on the page, and moves on after exactly 2 s', async () => {
    const account = completeUser();
    const request = fakeApi(account, (body) => ({
      // The server's answer decides where the user goes: now subscribed again.
      data: { ...account, ...body, subscription_status: 'active' },
    }));
    const { user, session, history } = renderPage(<MyProfilePage />, { user: account, request });
    await loaded();
    await fill(user, 'Address line 2 (optional)', 'Apt 2');
    await user.click(screen.getByRole('radio', { name: 'No' }));

    // Fake timers only from here: Testing Library's async helpers wait on real ones.
    vi.useFakeTimers();
    // A click with no pointer details, which React Aria treats as a press.
    act(() => save().click());
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(updateBodies(request)).toEqual([
      {
        user_id: account.user_id,
        email: 'maria@example.com',
        first_name: 'María',
        last_name: 'Núñez',
        contact_number: '(555) 123-4567',
        dob: '1980-01-15',
        state_id: 1422,
        state_code: 'PA',
        zipcode: '19104',
        address1: '1 Market St',
        address2: 'Apt 2',
        city_id: 301,
        country_id: 233,
        is_veteran: 0,
        send_email: 0,
        profile_incomplete: 0,
        language: 'en',
      },
    ]);
    expect(session.updateUser).toHaveBeenCalledWith(
      expect.objectContaining({ address2: 'Apt 2', subscription_status: 'active' }),
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Profile details updated successfully')).toBeInTheDocument();
    expect(
      screen.getByText('Profile details updated successfully', { selector: 'p' }),
    ).toBeVisible();
    // Said by the toast alone, not by the announcer as well.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('announcer-polite')).not.toHaveTextContent(
      'Profile details updated successfully',
    );

    // 1.9 s after the save: still here.
    await act(() => vi.advanceTimersByTimeAsync(1800));
    expect(history.at(-1)).toBe('/client/step-2');
    // 2 s: where the updated user belongs.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(history.at(-1)).toBe('/client/dashboard');
    expect(SAVED_REDIRECT_MS).toBe(2000);
  });

  it('keeps the profile_incomplete the user has', async () => {
    const { user, request } = setup({ user: completeUser({ profile_incomplete: 1 }) });
    await loaded();
    await user.click(save());
    await waitFor(() => expect(updateBodies(request)).toHaveLength(1));
    expect(updateBodies(request)[0]).toMatchObject({ profile_incomplete: 1, send_email: 0 });
  });

  it('Cancel goes where the user belongs at once, without saving', async () => {
    const { user, request, history } = setup();
    await loaded();
    await fill(user, 'Address line 1', 'changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // The user's subscription is canceled: the inactive-subscription page.
    expect(history.at(-1)).toBe('/client/in-active-subscription');
    expect(updateBodies(request)).toEqual([]);
  });

  it('maps a server error about the city onto the city field', async () => {
    expectConsoleError('Failed to save the profile');
    const account = completeUser();
    const request = fakeApi(account, () => {
      throw apiError(400, 'validation_failed', [
        { path: 'body.city_id', message: 'Please select city' },
      ]);
    });
    const { user } = renderPage(<MyProfilePage />, { user: account, request });
    await loaded();
    await user.click(save());
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(city()).toHaveAttribute('aria-invalid', 'true');
    expect(city()).toHaveAccessibleDescription(expect.stringContaining('Please select city'));
  });

  it('in Spanish: the labels, the veteran answers and a message', async () => {
    const { user } = setup({ user: emptyUser(), language: 'sp' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Información de mi perfil');
    expect(field('País')).toHaveValue('Estados Unidos');
    expect(
      screen.getByRole('radiogroup', { name: '¿Es usted veterano o veterana?' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(field('Dirección, línea 1')).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese su dirección'),
    );
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveAccessibleDescription(
      expect.stringContaining('Elija una ciudad'),
    );
  });

  it('accepts a typed date in full and sends it as YYYY-MM-DD', async () => {
    const { user, request } = setup({ user: completeUser({ dob: null }) });
    await loaded();
    await typeDate(user, 'Date of birth', '07041976');
    await user.click(save());
    await waitFor(() => expect(updateBodies(request)).toHaveLength(1));
    expect(updateBodies(request)[0]).toMatchObject({ dob: '1976-07-04' });
  });
});
