import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '../lib/config.ts';
import { resetNavigation } from '../lib/navigation.ts';
import { App } from './app.tsx';

// The whole app in the browser-history router, with its real lazy routes.
describe('App shell', () => {
  beforeEach(() => {
    resetNavigation();
    window.history.replaceState(null, '', '/');
  });
  afterEach(async () => {
    await virtual.stop();
    window.history.replaceState(null, '', '/');
  });

  it('has the skip link first, the landmarks and one h1', async () => {
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Help for life with vision loss',
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('moves focus to the lazily loaded page heading and announces it', async () => {
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Help for life with vision loss' });
    await virtual.start({ container: document.body });

    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(
      [...nav.querySelectorAll('a')].find((link) => link.textContent === 'Our Story')!,
    );

    const heading = await screen.findByRole('heading', { level: 1, name: /story/i });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.pathname).toBe('/our-story');
    await waitFor(() => expect(document.title).toMatch(/ – Vision Hub$/));
    const pageName = document.title.replace(' – Vision Hub', '');
    await waitFor(async () =>
      expect(await virtual.spokenPhraseLog()).toContain(`polite: ${pageName}`),
    );
  });

  it('switches language at once, on the page and on <html lang>, and remembers it', async () => {
    render(<App />);
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ayuda para vivir con pérdida de la visión',
      }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Inicio – Vision Hub');
    expect(window.localStorage.getItem('language')).toBe('sp');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
  });

  it('links the spec’s logged-out pages in the header and footer, with the year 2024', async () => {
    render(<App />);
    await screen.findByRole('heading', { level: 1 });
    const hrefs = (name: string) =>
      [...screen.getByRole('navigation', { name }).querySelectorAll('a')].map((link) =>
        link.getAttribute('href'),
      );
    expect(hrefs('Main')).toEqual(['/', '/personal', '/our-provider', '/our-story']);
    expect(hrefs('Footer')).toEqual(
      expect.arrayContaining(['/', '/privay-policy', '/terms-of-use']),
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024 Vision Hub');
  });

  it('Login / Sign up: the provider site opens in a new tab and says so', async () => {
    render(<App />);
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login / Sign up' }));
    const provider = await screen.findByRole('menuitem', {
      name: 'I am a Provider (opens in a new tab)',
    });
    expect(provider).toHaveAttribute('href', appConfig.providerSiteUrl);
    expect(provider).toHaveAttribute('target', '_blank');
    expect(provider).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('menuitem', { name: 'I am an Individual Client' })).toBeVisible();
  });

  it('sends /privacy-policy to /privay-policy', async () => {
    window.history.replaceState(null, '', '/privacy-policy');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/privay-policy'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  it('shows the translated not-found page for an unknown address', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    window.localStorage.setItem('language', 'sp');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
  });
});
