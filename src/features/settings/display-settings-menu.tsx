import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { SwitchField } from '../../components/ui/switch-field.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { setSingleKeyShortcuts, singleKeyShortcutsOn } from '../../lib/shortcuts.ts';
import { useDisplayPreferences } from './display-preferences.tsx';
import { DisplayButtonFace } from './menu-faces.tsx';

export function DisplaySettingsMenu() {
  const { t } = useI18n();
  const { highContrast, largeText, setPreference } = useDisplayPreferences();
  const [shortcuts, setShortcuts] = useState(singleKeyShortcutsOn);

  return (
    <DialogTrigger>
      <Button className="header-button">
        <DisplayButtonFace label={t('settings.displayButton')} />
      </Button>
      <Popover className="popover" placement="bottom end">
        <Dialog className="popover-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="popover-title">
                {t('settings.displayTitle')}
              </Heading>
              <p className="hint">{t('settings.displayIntro')}</p>
              <SwitchField
                isSelected={highContrast}
                label={t('settings.highContrast')}
                hint={t('settings.highContrastHint')}
                onChange={(on) => {
                  setPreference('highContrast', on);
                  announce(t(on ? 'settings.highContrastOn' : 'settings.highContrastOff'));
                }}
              />
              <SwitchField
                isSelected={largeText}
                label={t('settings.largeText')}
                hint={t('settings.largeTextHint')}
                onChange={(on) => {
                  setPreference('largeText', on);
                  announce(t(on ? 'settings.largeTextOn' : 'settings.largeTextOff'));
                }}
              />
              <SwitchField
                isSelected={shortcuts}
                label={t('settings.shortcuts')}
                hint={t('settings.shortcutsHint')}
                onChange={(on) => {
                  setShortcuts(on);
                  setSingleKeyShortcuts(on);
                  announce(t(on ? 'settings.shortcutsOn' : 'settings.shortcutsOff'));
                }}
              />
              <Button className="button" onPress={close}>
                {t('settings.close')}
              </Button>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
