import { useDisplayPreferences } from '../../features/settings/display-preferences.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { translate } from '../../i18n/translate.ts';
import { useIntentHandler } from '../../lib/commands.ts';

/**
 * The commands the shell's own settings carry out on every page: the language ("switch to
 * Spanish") and the display ("turn on high contrast", "larger text", "normal display").
 * Loaded with the command palette or voice, so a first visit does not download them.
 */
export default function ShellCommands() {
  const { t, setLanguage } = useI18n();
  const { setPreference } = useDisplayPreferences();

  useIntentHandler('set-language', async (intent) => {
    await setLanguage(intent.language);
    // Said in the new language, as the Language menu does.
    return { ok: true, message: translate(intent.language, 'settings.languageChanged') };
  });

  useIntentHandler('display', ({ mode, on = true }) => {
    if (mode === 'default') {
      setPreference('highContrast', false);
      setPreference('largeText', false);
      return {
        ok: true,
        message: `${t('settings.highContrastOff')}. ${t('settings.largeTextOff')}.`,
      };
    }
    setPreference(mode === 'high-contrast' ? 'highContrast' : 'largeText', on);
    const key =
      mode === 'high-contrast'
        ? on
          ? 'settings.highContrastOn'
          : 'settings.highContrastOff'
        : on
          ? 'settings.largeTextOn'
          : 'settings.largeTextOff';
    return { ok: true, message: t(key) };
  });

  return null;
}
