import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { appConfig } from '../../lib/config.ts';
import { ROUTES } from '../../lib/destinations.ts';
import { useStartSignIn } from '../../lib/sign-in.tsx';

export function LoginMenu() {
  const { t } = useI18n();
  const startSignIn = useStartSignIn();

  return (
    // Before any script has run the button submits this form: the dashboard, which offers
    // sign-in to someone signed out and sends someone signed in on. Once the app runs the
    // button opens the menu and the form is never sent.
    <form
      method="get"
      action={ROUTES.dashboard}
      className="header-form"
      onSubmit={(event) => event.preventDefault()}
    >
      <MenuTrigger>
        <Button type="submit" className="header-button header-button-primary">
          {t('auth.loginMenu')}
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="menu" aria-label={t('auth.loginMenu')}>
            <MenuItem
              id="individual"
              className="menu-item"
              onAction={() => {
                startSignIn().catch((error: unknown) =>
                  console.error('Sign-in did not start', error),
                );
              }}
            >
              {t('auth.individual')}
            </MenuItem>
            <MenuItem
              id="provider"
              className="menu-item"
              href={appConfig.providerSiteUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('auth.provider')} {t('shell.opensInNewTab')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </form>
  );
}
