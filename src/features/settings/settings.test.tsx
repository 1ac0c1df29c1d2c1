import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { DisplayPreferencesProvider } from './display-preferences.tsx';
import { DisplaySettingsMenu } from './display-settings-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';

describe('Display settings', () => {
  it('turns high contrast and large text on by keyboard, applies and remembers them', async () => {
    const { user } = renderWithProviders(
      <DisplayPreferencesProvider>
        <DisplaySettingsMenu />
      </DisplayPreferencesProvider>,
    );
    expect(document.documentElement.dataset.contrast).toBe('standard');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Display settings' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Display settings' });
    expect(dialog).toBeVisible();

    const contrast = screen.getByRole('switch', { name: 'High contrast' });
    const large = screen.getByRole('switch', { name: 'Large text' });
    await user.tab();
    expect(contrast).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(large).toHaveFocus();
    await user.keyboard(' ');

    expect(contrast).toBeChecked();
    expect(large).toBeChecked();
    expect(document.documentElement.dataset.contrast).toBe('high');
    expect(document.documentElement.dataset.text).toBe('large');
    expect(JSON.parse(window.localStorage.getItem('displaySettings')!)).toEqual({
      highContrast: true,
      largeText: true,
    });
    // Mirrored in cookies, so the server sends the next page already in these modes.
    expect(document.cookie).toContain('vh_contrast=high');
    expect(document.cookie).toContain('vh_text=large');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria restores focus on the next animation frame.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Display settings' })).toHaveFocus(),
    );
  });

  it('turns single-key shortcuts off, and says so', async () => {
    const { user } = renderWithProviders(
      <DisplayPreferencesProvider>
        <DisplaySettingsMenu />
      </DisplayPreferencesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    const shortcuts = await screen.findByRole('switch', { name: 'Single-key shortcuts' });
    expect(shortcuts).toBeChecked();
    expect(shortcuts).toHaveAccessibleDescription(/\/ opens Commands/);
    await user.click(shortcuts);
    expect(shortcuts).not.toBeChecked();
    expect(window.localStorage.getItem('singleKeyShortcuts')).toBe('off');
  });

  it('starts from the stored choice', () => {
    window.localStorage.setItem('displaySettings', '{"highContrast":false,"largeText":true}');
    renderWithProviders(
      <DisplayPreferencesProvider>
        <DisplaySettingsMenu />
      </DisplayPreferencesProvider>,
    );
    expect(document.documentElement.dataset.text).toBe('large');
    expect(document.documentElement.dataset.contrast).toBe('standard');
  });

  it('keeps the modes the page was sent in when storage holds nothing, and records them', () => {
    // Storage refused or cleared: the cookies the server drew the page from are the record.
    document.cookie = 'vh_text=large; path=/';
    document.cookie = 'vh_contrast=high; path=/';
    renderWithProviders(
      <DisplayPreferencesProvider>
        <DisplaySettingsMenu />
      </DisplayPreferencesProvider>,
    );
    expect(document.documentElement.dataset.text).toBe('large');
    expect(document.documentElement.dataset.contrast).toBe('high');
    expect(JSON.parse(window.localStorage.getItem('displaySettings')!)).toEqual({
      highContrast: true,
      largeText: true,
    });
  });

  it('takes the cookie as the newer record when it and storage disagree', () => {
    window.localStorage.setItem('displaySettings', '{"highContrast":true,"largeText":true}');
    document.cookie = 'vh_text=standard; path=/';
    renderWithProviders(
      <DisplayPreferencesProvider>
        <DisplaySettingsMenu />
      </DisplayPreferencesProvider>,
    );
    expect(document.documentElement.dataset.text).toBe('standard');
    // No contrast cookie: storage still answers for that one.
    expect(document.documentElement.dataset.contrast).toBe('high');
  });

  it('leaves <html> alone when the page was sent in the modes it applies', async () => {
    // The server writes the modes on <html> (standard without a choice); writing them again
    // would make the browser restyle the whole page as the app takes over.
    document.documentElement.dataset.contrast = 'standard';
    document.documentElement.dataset.text = 'large';
    document.cookie = 'vh_text=large; path=/';
    const written: (string | null)[] = [];
    const observer = new MutationObserver((records) =>
      written.push(...records.map((record) => record.attributeName)),
    );
    observer.observe(document.documentElement, { attributes: true });
    renderWithProviders(
      <DisplayPreferencesProvider>
        <DisplaySettingsMenu />
      </DisplayPreferencesProvider>,
    );
    await Promise.resolve();
    observer.disconnect();
    expect(written.filter((name) => name?.startsWith('data-'))).toEqual([]);
    expect(document.documentElement.dataset.text).toBe('large');
  });
});

describe('Language menu', () => {
  it('offers English and Español, each in its own language, and switches by keyboard', async () => {
    const { user } = renderWithProviders(<LanguageMenu />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    const spanish = screen.getByRole('menuitemradio', { name: 'Español' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(english).toBeChecked();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: 'Idioma: Español' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('sp');
    // The server sends the next page in Spanish.
    expect(document.cookie).toContain('vh_lang=sp');
  });
});
