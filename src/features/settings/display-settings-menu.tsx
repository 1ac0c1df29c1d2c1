import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Popover,
  Switch,
  Text,
} from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { useDisplayPreferences } from './display-preferences.tsx';

export function DisplaySettingsMenu() {
  const { t } = useI18n();
  const { highContrast, largeText, setPreference } = useDisplayPreferences();

  return (
    <DialogTrigger>
      <Button className="header-button">
        <span aria-hidden="true" className="icon">
          ◐
        </span>{' '}
        {t('settings.displayButton')}
      </Button>
      <Popover className="popover" placement="bottom end">
        <Dialog className="popover-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="popover-title">
                {t('settings.displayTitle')}
              </Heading>
              <p className="hint">{t('settings.displayIntro')}</p>
              <Switch
                className="switch"
                isSelected={highContrast}
                onChange={(on) => {
                  setPreference('highContrast', on);
                  announce(t(on ? 'settings.highContrastOn' : 'settings.highContrastOff'));
                }}
                aria-describedby="high-contrast-hint"
              >
                <span className="switch-track" aria-hidden="true">
                  <span className="switch-thumb" />
                </span>
                {t('settings.highContrast')}
              </Switch>
              <Text id="high-contrast-hint" className="hint">
                {t('settings.highContrastHint')}
              </Text>
              <Switch
                className="switch"
                isSelected={largeText}
                onChange={(on) => {
                  setPreference('largeText', on);
                  announce(t(on ? 'settings.largeTextOn' : 'settings.largeTextOff'));
                }}
                aria-describedby="large-text-hint"
              >
                <span className="switch-track" aria-hidden="true">
                  <span className="switch-thumb" />
                </span>
                {t('settings.largeText')}
              </Switch>
              <Text id="large-text-hint" className="hint">
                {t('settings.largeTextHint')}
              </Text>
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
