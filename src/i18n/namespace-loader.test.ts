import { beforeEach, describe, expect, it, vi } from 'vitest';
import { home as spHome } from './sp/home.ts';
import { marketing as spMarketing } from './sp/marketing.ts';
import { settings as spSettings } from './sp/settings.ts';
import { shell as spShell } from './sp/shell.ts';

// The test setup registers every namespace in both languages; these tests need the loader and
// the translation engine as the app starts them, with nothing registered.
async function freshModules() {
  vi.resetModules();
  const loader = await import('./namespace-loader.ts');
  const translation = await import('./translate.ts');
  return { ...loader, ...translation };
}

describe('page strings load in one language at a time', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('loads the shell’s and a page’s strings in the page’s language only', async () => {
    const { setPageLanguage, loadNamespaces, isRegistered, hasLanguage, translate } =
      await freshModules();
    setPageLanguage('sp');
    await loadNamespaces(['home']);
    expect(isRegistered('core', 'sp')).toBe(true);
    expect(isRegistered('home', 'sp')).toBe(true);
    expect(isRegistered('core', 'en')).toBe(false);
    expect(isRegistered('home', 'en')).toBe(false);
    expect(hasLanguage('sp')).toBe(true);
    expect(hasLanguage('en')).toBe(false);
    expect(translate('sp', 'shell.skipLink')).toBe(spShell.skipLink);
  });

  it('loads both languages for a page that writes in each', async () => {
    const { setPageLanguage, loadNamespaces, hasLanguage } = await freshModules();
    setPageLanguage('en');
    await loadNamespaces(['myList'], { bothLanguages: true });
    expect(hasLanguage('en')).toBe(true);
    expect(hasLanguage('sp')).toBe(true);
  });

  it('brings every namespace in use in the other language before a switch', async () => {
    const { setPageLanguage, loadNamespaces, loadLanguage, hasLanguage, translate } =
      await freshModules();
    setPageLanguage('en');
    await Promise.all([loadNamespaces(['home']), loadNamespaces(['marketing'])]);
    expect(hasLanguage('sp')).toBe(false);
    await loadLanguage('sp');
    expect(hasLanguage('sp')).toBe(true);
    expect(translate('sp', 'settings.languageChanged')).toBe(spSettings.languageChanged);
    expect(translate('sp', 'home.heading')).toBe(spHome.heading);
    expect(translate('sp', 'marketing.team.heading')).toBe(spMarketing.team.heading);
    // Pages asked for from now on load in the new language.
    await loadNamespaces(['dashboard']);
    expect(hasLanguage('sp')).toBe(true);
    expect(hasLanguage('en')).toBe(false);
  });
});
