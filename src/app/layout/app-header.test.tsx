import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisplayPreferencesProvider } from '../../features/settings/display-preferences.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { registerIntentHandler, runIntent } from '../../lib/commands.ts';
import { makeUser } from '../../testing/users.ts';
import { AppHeader as Header } from './app-header.tsx';
import { NARROW_HEADER_QUERY } from './narrow-header.ts';

// The header's settings menu needs the display preferences of the app shell.
function AppHeader() {
  return (
    <DisplayPreferencesProvider>
      <Header />
    </DisplayPreferencesProvider>
  );
}

describe('AppHeader', () => {
  // CSS decides which of the two a screen shows (.header-narrow); both are in the DOM here.
  it('Menu opens a labelled panel with the links and the tools; a link closes it', async () => {
    const { user } = renderWithProviders(<AppHeader />, {
      session: {
        state: {
          status: 'signed-in',
          user: makeUser({ profile_incomplete: 0, subscription_status: 'active' }),
        },
      },
    });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    for (const name of ['Commands', 'Voice', 'Logout']) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(await within(panel).findByRole('button', { name: 'My account' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Our Story' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('Close menu and Escape close the panel and give focus back to Menu', async () => {
    const { user } = renderWithProviders(<AppHeader />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    // React Aria gives focus back on the frame after the panel goes.
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('Search shows the search row (only where there is one) and says whether it is open', async () => {
    const { user } = renderWithProviders(<AppHeader />, {
      session: {
        state: {
          status: 'signed-in',
          user: makeUser({ profile_incomplete: 0, subscription_status: 'active' }),
        },
      },
      path: '/client/dashboard',
    });
    const search = screen.getByRole('button', { name: 'Show search' });
    expect(search).toHaveAttribute('aria-controls', 'header-search');
    await user.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('header-search')).toHaveAttribute('data-open', 'true');
  });

  it('offers the login menu and the provider link to visitors', async () => {
    renderWithProviders(<AppHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'For Providers' })).toBeInTheDocument();
    // The menus load after the shell (header-menus.tsx).
    expect(await screen.findByRole('button', { name: 'Login / Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vision Hub' })).toHaveAttribute('href', '/');
  });

  it('shows Logout and hides the provider link and login menu when signed in', async () => {
    const { user, session } = renderWithProviders(<AppHeader />, {
      session: { state: { status: 'signed-in', user: makeUser({ profile_incomplete: 1 }) } },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'For Providers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login / Sign up' })).not.toBeInTheDocument();
    // Profile still incomplete: no account menu yet.
    expect(await screen.findByRole('button', { name: /^Display/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.signOut).toHaveBeenCalledOnce();
  });

  it('opens the account menu by keyboard once the profile is complete', async () => {
    const { user, session } = renderWithProviders(<AppHeader />, {
      session: {
        state: {
          status: 'signed-in',
          user: makeUser({ profile_incomplete: 0, subscription_status: 'active' }),
        },
      },
    });
    expect(screen.getByRole('link', { name: 'Vision Hub' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    (await screen.findByRole('button', { name: 'My account' })).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'My account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'My list',
      'My Surveys',
      'My alerts',
      'Payments',
      'Logout',
    ]);
    expect(items[0]).toHaveAttribute('href', '/my-profile');
    expect(items[1]).toHaveAttribute('href', '/my-list');
    expect(items[2]).toHaveAttribute('href', '/my-surveys');
    expect(items[3]).toHaveAttribute('href', '/my-alerts');
    expect(items[4]).toHaveAttribute('href', '/my-payments');
    await user.click(items[5]!);
    expect(session.signOut).toHaveBeenCalledOnce();
  });

  it('offers the operator console in the account menu to operators only', async () => {
    const { user } = renderWithProviders(<AppHeader />, {
      session: {
        state: { status: 'signed-in', user: makeUser({ profile_incomplete: 0, is_admin: 1 }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'My account' }));
    const menu = await screen.findByRole('menu', { name: 'My account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toContain('Operator console');
    expect(within(menu).getByRole('menuitem', { name: 'Operator console' })).toHaveAttribute(
      'href',
      '/admin',
    );
    // The subscriber's menu above has no such item.
  });

  it('shows the Home button on the dashboard for content users only', () => {
    const active = makeUser({ profile_incomplete: 0, subscription_status: 'active' });
    const { unmount } = renderWithProviders(<AppHeader />, {
      path: '/client/dashboard',
      session: { state: { status: 'signed-in', user: active } },
    });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    unmount();
    renderWithProviders(<AppHeader />, {
      path: '/client/dashboard',
      session: {
        state: { status: 'signed-in', user: { ...active, subscription_status: 'canceled' } },
      },
    });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('while a session is resumed, is drawn as it was for the user this device last saw', async () => {
    const active = makeUser({ profile_incomplete: 0, subscription_status: 'active' });
    // Signed in once: the header is remembered.
    const first = renderWithProviders(<AppHeader />, {
      path: '/client/dashboard',
      session: { state: { status: 'signed-in', user: active } },
    });
    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    first.unmount();
    // The next page starts before the session is known: nothing has to move when it is.
    const resuming = renderWithProviders(<AppHeader />, {
      path: '/client/dashboard',
      session: { state: { status: 'loading' } },
    });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login / Sign up' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'For Providers' })).not.toBeInTheDocument();
    resuming.unmount();
    // Signed out: forgotten, and a visitor's header again even while loading.
    renderWithProviders(<AppHeader />, { session: { state: { status: 'signed-out' } } }).unmount();
    renderWithProviders(<AppHeader />, { session: { state: { status: 'loading' } } });
    expect(await screen.findByRole('button', { name: 'Login / Sign up' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderWithProviders(<AppHeader />, {
      language: 'sp',
      session: { state: { status: 'signed-in', user: makeUser({ profile_incomplete: 0 }) } },
    });
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mi cuenta' })).toBeInTheDocument();
  });

  it('Commands is the commands page’s form button before the app runs, and opens the palette in it', async () => {
    const { user } = renderWithProviders(<AppHeader />);
    const [commands] = screen.getAllByRole('button', { name: 'Commands' });
    // What the server's HTML does without script: a GET to the page that lists the commands.
    const form = commands!.closest('form');
    expect(commands).toHaveAttribute('type', 'submit');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/commands');
    // Read after the app's own handler (React's listener is on the root, below the document).
    let submitted = false;
    const onSubmit = (event: Event) => {
      submitted = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    try {
      await user.click(commands!);
      expect(await screen.findByRole('dialog', { name: 'Commands' })).toBeVisible();
      expect(submitted).toBe(false);
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
  });

  it('opens Commands with "/" and steps through a list with "n", unless shortcuts are off', async () => {
    const stepped: string[] = [];
    const offNext = registerIntentHandler('next', () => {
      stepped.push('next');
      return { ok: true, message: '' };
    });
    try {
      const { user } = renderWithProviders(<AppHeader />);
      await user.keyboard('n');
      expect(stepped).toEqual(['next']);
      await user.keyboard('/');
      expect(await screen.findByRole('dialog', { name: 'Commands' })).toBeVisible();
      // Typed into the palette's field, "n" is a letter, not a shortcut.
      await user.keyboard('n');
      expect(stepped).toEqual(['next']);
      await user.keyboard('{Escape}');

      window.localStorage.setItem('singleKeyShortcuts', 'off');
      await user.keyboard('n');
      expect(stepped).toEqual(['next']);
    } finally {
      offNext();
    }
  });
});

describe('AppHeader on a narrow screen the browser draws', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A window that is narrow or not, and can be zoomed across the line. */
  function windowWidth(narrow: boolean) {
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query === NARROW_HEADER_QUERY && narrow;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    return (next: boolean) => {
      narrow = next;
      act(() => listeners.forEach((listener) => listener()));
    };
  }

  function renderContentUser() {
    return renderWithProviders(<AppHeader />, {
      session: {
        state: {
          status: 'signed-in',
          user: makeUser({ profile_incomplete: 0, subscription_status: 'active' }),
        },
      },
      path: '/client/dashboard',
    });
  }

  function renderNarrow() {
    windowWidth(true);
    return renderContentUser();
  }

  it('leaves out the hidden links and tools: they are in the Menu panel', async () => {
    const { user } = renderNarrow();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('navigation', { name: 'Main' })).toBeNull();
    for (const name of ['Commands', 'Voice', 'Logout']) {
      expect(within(banner).queryByRole('button', { name })).toBeNull();
    }
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    for (const name of ['Commands', 'Voice', 'Logout']) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('draws the search row when Search first shows it, and moves focus into it', async () => {
    const { user } = renderNarrow();
    expect(screen.queryByRole('search', { name: 'Search' })).toBeNull();
    const search = screen.getByRole('button', { name: 'Show search' });
    await user.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('header-search')).toHaveAttribute('data-open', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: /Search in/ })).toHaveFocus());
    // Hidden again, it keeps what was typed: the row stays drawn.
    await user.type(screen.getByRole('combobox', { name: 'Search the guides' }), 'cane');
    await user.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Search the guides' })).toHaveValue('cane');
  });

  it('"search guides for …" shows the hidden row, fills its field and moves focus there', async () => {
    const { user } = renderNarrow();
    const search = screen.getByRole('button', { name: 'Show search' });
    // Before the row is drawn: the header takes the command and hands it over.
    await act(() => runIntent({ type: 'search-guides', query: 'braille' }, 'typed'));
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('header-search')).toHaveAttribute('data-open', 'true');
    const box = await screen.findByRole('combobox', { name: 'Search the guides' });
    expect(box).toHaveValue('braille');
    await waitFor(() => expect(box).toHaveFocus());
    // Drawn and hidden again: the row's own handler shows it first.
    await user.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'false');
    await act(() => runIntent({ type: 'search-guides', query: 'glaucoma' }, 'typed'));
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveValue('glaucoma');
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('a zoom that narrows the window moves the tools behind Menu and keeps what was typed', async () => {
    const zoom = windowWidth(false);
    const { user } = renderContentUser();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Commands' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search the guides' });
    await user.type(box, 'cane');
    zoom(true);
    expect(within(banner).queryByRole('button', { name: 'Commands' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Search the guides' })).toHaveValue('cane');
    zoom(false);
    expect(within(banner).getByRole('button', { name: 'Commands' })).toBeInTheDocument();
  });
});
