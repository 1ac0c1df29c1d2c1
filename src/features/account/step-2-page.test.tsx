import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../../components/ui/toast.tsx';
import { makeUser } from '../../testing/users.ts';
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
import Step2Page from './step-2-page.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

// A new user as getUserInfo creates one: a name from the identity provider, nothing else.
const newUser = (overrides = {}) =>
  makeUser({ first_name: '', last_name: '', language: 'en', ...overrides });

function setup(options: { user?: ReturnType<typeof makeUser>; language?: 'en' | 'sp' } = {}) {
  const account = options.user ?? newUser();
  return { ...renderPage(<Step2Page />, { ...options, user: account }), account };
}

const submit = () => screen.getByRole('button', { name: 'Next' });
const summary = () => screen.getByRole('group', { name: 'There is a problem' });

async function fillValidForm(user: ReturnType<typeof setup>['user']) {
  // Pasted rather than typed key by key: the typing itself has its own tests.
  await fill(user, 'First name', 'José');
  await fill(user, 'Last name', 'Núñez Peña');
  await fill(user, 'Contact number', '5551234567');
  await typeDate(user, 'Date of birth', '01151980');
  await choose(user, 'State', 'penn', 'Pennsylvania');
  await fill(user, 'ZIP code', '19104');
}

// A whole form typed into through React Aria is slow in jsdom, more so when every test file
// runs at once: more time than the default 5 s.
describe('Step 2: Setup your account', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toastQueue.clear();
  });

  it('shows the heading, the stepper on its first stage and the fields, e-mail read-only', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Setup your account');
    expect(document.title).toBe('Setup your account – Vision Hub');

    const stepper = screen.getByRole('list', { name: 'Account setup steps' });
    const stages = within(stepper).getAllByRole('listitem');
    expect(stages.map((stage) => stage.textContent)).toEqual([
      'Basic (current step)',
      'Answer questions',
      'Choose your plan',
    ]);
    expect(stages[0]).toHaveAttribute('aria-current', 'step');
    expect(stages[1]).not.toHaveAttribute('aria-current');
    expect(stages[2]).not.toHaveAttribute('aria-current');

    const email = field('Email');
    expect(email).toHaveValue('maria@example.com');
    expect(email).toHaveAttribute('readonly');
    for (const name of ['First name', 'Last name', 'Contact number', 'ZIP code']) {
      expect(field(name)).toBeRequired();
    }
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    // No state is chosen for the user (not even the spec's "Alabama").
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('');
    expect(state).toBeRequired();
    // Step 2 has no address, city or veteran question.
    expect(screen.queryByRole('textbox', { name: /Address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'City' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('gives each personal field its autocomplete token and keyboard', () => {
    setup();
    expect(field('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last name')).toHaveAttribute('autocomplete', 'family-name');
    const phone = screen.getByRole('textbox', { name: 'Contact number' });
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(field('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(field('ZIP code')).toHaveAttribute('inputmode', 'numeric');
  });

  it('fills the form from the signed-in user', async () => {
    setup({
      user: makeUser({
        contact_number: '5551234567',
        dob: '1980-01-15',
        state_id: 1422,
        state_code: 'PA',
        zipcode: '19104',
      }),
    });
    expect(field('First name')).toHaveValue('María');
    expect(field('Last name')).toHaveValue('Núñez');
    expect(field('Contact number')).toHaveValue('(555) 123-4567');
    const dob = screen.getByRole('group', { name: 'Date of birth' });
    expect(
      within(dob)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['1', '15', '1980']);
    expect(field('ZIP code')).toHaveValue('19104');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Pennsylvania'),
    );
  });

  it('submitted empty: every message by its field, the summary focused, "Error:" in the title', async () => {
    const { user, request } = setup();
    await user.click(submit());

    const expected: [string, string][] = [
      ['First name', 'Please enter first name'],
      ['Last name', 'Please enter last name'],
      ['Contact number', 'Please enter contact number'],
      ['ZIP code', 'Please enter zipcode'],
    ];
    for (const [name, message] of expected) {
      const input = field(name);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      expect.stringContaining('Please select state'),
    );
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      expect.stringContaining('Date of Birth is required'),
    );

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
      'Please select state',
      'Please enter zipcode',
    ]);
    expect(document.title).toBe('Error: Setup your account – Vision Hub');
    expect(updateBodies(request)).toEqual([]);
  });

  it('each summary link moves focus to its field', async () => {
    const { user } = setup();
    await user.click(submit());
    const link = (name: string) => within(summary()).getByRole('link', { name });

    await user.click(link('Please enter contact number'));
    expect(field('Contact number')).toHaveFocus();
    await user.click(link('Date of Birth is required'));
    const dob = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(dob).getAllByRole('spinbutton')[0]).toHaveFocus();
    await user.click(link('Please select state'));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
    expect(link('Please select state')).toHaveAttribute('href', '#profile-state-id');
  });

  it('takes a field out of the summary once it is changed, and the title once all are fixed', async () => {
    const { user } = setup({
      user: makeUser({
        contact_number: '5551234567',
        dob: '1980-01-15',
        state_id: 1422,
        zipcode: '19104',
        first_name: '',
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Pennsylvania'),
    );
    await user.click(submit());
    expect(document.title).toMatch(/^Error: /);
    await user.type(field('First name'), 'Ana');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(document.title).toBe('Setup your account – Vision Hub');
  });

  describe('the rules and messages of spec section 5', () => {
    async function messageFor(name: string, typed: string) {
      const { user } = setup();
      if (typed) await user.type(field(name), typed);
      await user.click(submit());
      return field(name);
    }

    it.each([
      ['First name', 'Ana-María', 'Only alphabets and spaces are allowed.'],
      ['First name', 'Ana2', 'Only alphabets and spaces are allowed.'],
      ['Last name', "O'Brien", 'Only alphabets and spaces are allowed.'],
      ['Contact number', '555123', 'Must be minimum 10 digits'],
      ['Contact number', '555123456789', 'Must be max 10 digits'],
      ['ZIP code', '1910a', 'Must be only digits'],
      ['ZIP code', '1910', 'Must be exactly 5 digits'],
      ['ZIP code', '191045', 'Must be exactly 5 digits'],
    ])('%s "%s": "%s"', async (name, typed, message) => {
      const input = await messageFor(name, typed);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    });

    it('accepts letters of any alphabet, with accents, and spaces in names', async () => {
      const { user } = setup();
      await user.type(field('First name'), 'José María');
      await user.type(field('Last name'), 'Núñez Peña');
      await user.click(submit());
      expect(field('First name')).not.toHaveAttribute('aria-invalid');
      expect(field('Last name')).not.toHaveAttribute('aria-invalid');
    });

    it('a half-typed date of birth is not a date: "Enter a value date of birth"', async () => {
      const { user } = setup();
      await typeDate(user, 'Date of birth', '0115');
      await user.click(submit());
      expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
        expect.stringContaining('Enter a value date of birth'),
      );
    });

    it('a date of birth in the future: "Enter a value date of birth"', async () => {
      const { user } = setup();
      await typeDate(user, 'Date of birth', `0101${new Date().getFullYear() + 2}`);
      await user.click(submit());
      expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
        expect.stringContaining('Enter a value date of birth'),
      );
    });
  });

  describe('the phone mask', () => {
    it.each([
      ['5551234567', '(555) 123-4567'],
      ['555.123.4567', '(555) 123-4567'],
      ['+1 555 123 4567', '(555) 123-4567'],
      ['555', '(555'],
      ['5551', '(555) 1'],
    ])('typing %j shows %j', async (typed, shown) => {
      const { user } = setup();
      await user.type(field('Contact number'), typed);
      expect(field('Contact number')).toHaveValue(shown);
    });

    it('masks a pasted number, with or without the country code', async () => {
      const { user } = setup();
      const phone = field('Contact number');
      await user.click(phone);
      await user.paste('+1 555 123 4567');
      expect(phone).toHaveValue('(555) 123-4567');
      await user.clear(phone);
      await user.paste('555.123.4567');
      expect(phone).toHaveValue('(555) 123-4567');
    });

    it('keeps the caret where the user is typing, and Backspace is never stuck on a separator', async () => {
      const { user } = setup();
      const phone = field('Contact number') as HTMLInputElement;
      await user.type(phone, '5551234567');
      // Backspace just after the dash: the dash comes back and the caret moves before it.
      await user.type(phone, '{Backspace}', { initialSelectionStart: 10, initialSelectionEnd: 10 });
      expect(phone).toHaveValue('(555) 123-4567');
      expect(phone.selectionStart).toBe(9);
      // So the next Backspace deletes the digit.
      await user.keyboard('{Backspace}');
      expect(phone).toHaveValue('(555) 124-567');
      expect(phone.selectionStart).toBe(8);
      // Typing in the middle stays in the middle.
      await user.keyboard('3');
      expect(phone).toHaveValue('(555) 123-4567');
      expect(phone.selectionStart).toBe(9);
    });
  });

  it('saves the exact body for a non-trial account (profile_incomplete 1), then goes to step 3', async () => {
    const { user, request, session, history, account } = setup();
    await fillValidForm(user);
    await user.click(submit());

    await waitFor(() => expect(history.at(-1)).toBe('/client/step-3'));
    expect(updateBodies(request)).toEqual([
      {
        user_id: account.user_id,
        email: 'maria@example.com',
        first_name: 'José',
        last_name: 'Núñez Peña',
        contact_number: '(555) 123-4567',
        dob: '1980-01-15',
        state_id: 1422,
        state_code: 'PA',
        zipcode: '19104',
        send_email: 1,
        profile_incomplete: 1,
        language: 'en',
      },
    ]);
    expect(session.updateUser).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'José', state_id: 1422 }),
    );
  });

  it('a trial account finishing step 2 gets profile_incomplete 0; the language is sent', async () => {
    const { user, request } = setup({ user: newUser({ is_trial_account: 1 }), language: 'sp' });
    await user.type(field('Nombre'), 'Ana');
    await user.type(field('Apellido'), 'Díaz');
    await user.type(field('Número de teléfono'), '5551234567');
    // Spanish dates are day first.
    await typeDate(user, 'Fecha de nacimiento', '15011980');
    await choose(user, 'Estado', 'pensil', 'Pensilvania');
    await user.type(field('Código postal'), '19104');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() => expect(updateBodies(request)).toHaveLength(1));
    expect(updateBodies(request)[0]).toMatchObject({
      dob: '1980-01-15',
      profile_incomplete: 0,
      send_email: 1,
      language: 'sp',
    });
  });

  it('Back goes to the home page without saving', async () => {
    const { user, request, history } = setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(history.at(-1)).toBe('/');
    expect(updateBodies(request)).toEqual([]);
  });

  it('keeps Next busy while saving', async () => {
    const account = newUser();
    let finish: (value: unknown) => void = () => {};
    const request = fakeApi(account, () => new Promise((resolve) => (finish = resolve)));
    const { user } = renderPage(<Step2Page />, { user: account, request });
    await fillValidForm(user);
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second press while saving sends nothing more.
    await user.click(busy);
    expect(updateBodies(request)).toHaveLength(1);
    finish({ data: { ...account, first_name: 'José' } });
  });

  it('shows a server validation error by its field, keeps what was typed', async () => {
    expectConsoleError('Failed to save the profile');
    const account = newUser();
    const request = fakeApi(account, () => {
      throw apiError(400, 'validation_failed', [
        { path: 'body.zipcode', message: 'Must be exactly 5 digits' },
      ]);
    });
    const { user } = renderPage(<Step2Page />, { user: account, request });
    await fillValidForm(user);
    await user.click(submit());

    await waitFor(() => expect(summary()).toHaveFocus());
    expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ZIP code')).toHaveAccessibleDescription(
      expect.stringContaining('Must be exactly 5 digits'),
    );
    expect(within(summary()).getByRole('link')).toHaveTextContent('Must be exactly 5 digits');
    expect(field('First name')).toHaveValue('José');
    expect(field('ZIP code')).toHaveValue('19104');
    expect(document.title).toMatch(/^Error: /);
  });

  it.each([
    ['en', 'Enter valid zipcode', 'Enter valid zipcode'],
    [
      'en',
      'This ZIP code is not in the state you chose',
      'This ZIP code is not in the state you chose',
    ],
    ['sp', 'Enter valid zipcode', 'Ingrese un código postal válido'],
    [
      'sp',
      'This ZIP code is not in the state you chose',
      'Este código postal no pertenece al estado que eligió',
    ],
  ] as const)(
    '%s: the server refusing the ZIP ("%s") shows on the ZIP field in the user’s language',
    async (language, serverMessage, shown) => {
      expectConsoleError('Failed to save the profile');
      const account = newUser({ language });
      const request = fakeApi(account, () => {
        throw apiError(400, 'validation_failed', [
          { path: 'body.zipcode', message: serverMessage },
        ]);
      });
      const { user } = renderPage(<Step2Page />, { user: account, request, language });
      const zipLabel = language === 'en' ? 'ZIP code' : 'Código postal';
      await fill(user, language === 'en' ? 'First name' : 'Nombre', 'José');
      await fill(user, language === 'en' ? 'Last name' : 'Apellido', 'Núñez');
      await fill(user, language === 'en' ? 'Contact number' : 'Número de teléfono', '5551234567');
      await typeDate(user, language === 'en' ? 'Date of birth' : 'Fecha de nacimiento', '01151980');
      await (language === 'en'
        ? choose(user, 'State', 'penn', 'Pennsylvania')
        : choose(user, 'Estado', 'pens', 'Pensilvania'));
      await fill(user, zipLabel, '90210');
      await user.click(
        screen.getByRole('button', { name: language === 'en' ? 'Next' : 'Siguiente' }),
      );

      const problems = () =>
        screen.getByRole('group', {
          name: language === 'en' ? 'There is a problem' : 'Hay un problema',
        });
      await waitFor(() => expect(problems()).toHaveFocus());
      expect(field(zipLabel)).toHaveAttribute('aria-invalid', 'true');
      expect(field(zipLabel)).toHaveAccessibleDescription(expect.stringContaining(shown));
      expect(within(problems()).getByRole('link')).toHaveTextContent(shown);
      expect(field(zipLabel)).toHaveValue('90210');
    },
  );

  it.each([
    [apiError(500, 'internal'), 'Your details were not saved. Please try again.'],
    [
      apiError(429, 'rate_limited'),
      'Your details were not saved: too many tries. Wait a minute and try again.',
    ],
    [
      apiError(0, 'x'),
      'Your details were not saved: we could not reach Vision Hub. Check your connection and try again.',
    ],
    // A server message about a field this form does not show is not pinned on another field.
    [
      apiError(400, 'validation_failed', [{ path: 'body.user_id', message: 'Too small' }]),
      'Your details were not saved. Please try again.',
    ],
  ])('any other failure says so clearly and loses nothing (%#)', async (error, message) => {
    expectConsoleError('Failed to save the profile');
    const account = newUser();
    const request = fakeApi(account, () => {
      throw error;
    });
    const { user, history } = renderPage(<Step2Page />, { user: account, request });
    await fillValidForm(user);
    await user.click(submit());

    await waitFor(() => expect(summary()).toHaveFocus());
    expect(summary()).toHaveTextContent(message);
    expect(field('First name')).toHaveValue('José');
    expect(field('Contact number')).toHaveValue('(555) 123-4567');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Pennsylvania');
    expect(history.at(-1)).toBe('/client/step-2');
    // The user can try again.
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('speaks Spanish: messages, summary and title', async () => {
    const { user } = setup({ language: 'sp' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Configure su cuenta');
    await user.type(field('Código postal'), '1910');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const problems = screen.getByRole('group', { name: 'Hay un problema' });
    expect(problems).toHaveFocus();
    expect(field('Nombre')).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese su nombre'),
    );
    expect(field('Código postal')).toHaveAccessibleDescription(
      expect.stringContaining('Debe tener exactamente 5 dígitos'),
    );
    expect(within(problems).getByRole('link', { name: 'Elija un estado' })).toBeInTheDocument();
    expect(document.title).toBe('Error: Configure su cuenta – Vision Hub');
    expect(
      within(screen.getByRole('list', { name: 'Pasos para configurar su cuenta' }))
        .getAllByRole('listitem')
        .map((stage) => stage.textContent),
    ).toEqual(['Datos básicos (paso actual)', 'Responder preguntas', 'Elegir su plan']);
  });

  // Issue 36: a state is found by its postal code or its name in either language, with or
  // without accents and with one typo, and listed in the interface's language.
  describe.each([
    ['en', 'State', { PA: 'Pennsylvania', NY: 'New York' }],
    ['sp', 'Estado', { PA: 'Pensilvania', NY: 'Nueva York' }],
  ] as const)('the state field in %s', (language, label, names) => {
    const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

    it.each([
      ['PA', 'PA'],
      ['pa', 'PA'],
      ['Pennsylvania', 'PA'],
      ['Pensilvania', 'PA'],
      ['Pensilvana', 'PA'],
      ['New York', 'NY'],
      ['Nueva York', 'NY'],
    ] as const)('%j lists the state first', async (typed, code) => {
      const { user } = setup({ language });
      const input = await screen.findByRole('combobox', { name: label });
      await waitFor(() => expect(input).not.toHaveAccessibleDescription(/Loading|Cargando/));
      await user.type(input, typed);
      await waitFor(() => expect(optionNames()[0]).toBe(names[code]));
      if (code === 'PA') {
        expect(optionNames()).not.toContain(names.NY);
      }
    });

    it('ranks Pennsylvania above the Armed Forces Pacific for "PA"; the first is chosen by keys', async () => {
      const { user } = setup({ language });
      await user.type(await screen.findByRole('combobox', { name: label }), 'PA');
      await waitFor(() => expect(optionNames()).toHaveLength(2));
      expect(optionNames()).toEqual([
        names.PA,
        language === 'en' ? 'Armed Forces Pacific' : 'Fuerzas Armadas del Pacífico',
      ]);
      await user.keyboard('{ArrowDown}{Enter}');
      expect(screen.getByRole('combobox', { name: label })).toHaveValue(names.PA);
    });
  });
});
