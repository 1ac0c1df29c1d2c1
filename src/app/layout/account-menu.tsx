import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { ROUTES } from '../../lib/destinations.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * Profile, My list, My Surveys, My alerts, Payments, the operator console (operators only) and
 * Logout, for a signed-in user with a complete profile.
 */
export function AccountMenu() {
  const { t } = useI18n();
  const { signOut, state } = useSession();
  const isOperator = state.status === 'signed-in' && state.user.is_admin === 1;

  return (
    <MenuTrigger>
      <Button className="header-button">{t('shell.accountMenu')}</Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" aria-label={t('shell.accountMenu')}>
          <MenuItem id="profile" className="menu-item" href="/my-profile">
            {t('shell.profile')}
          </MenuItem>
          <MenuItem id="my-list" className="menu-item" href={ROUTES.myList}>
            {t('shell.myList')}
          </MenuItem>
          <MenuItem id="surveys" className="menu-item" href="/my-surveys">
            {t('shell.mySurveys')}
          </MenuItem>
          <MenuItem id="alerts" className="menu-item" href="/my-alerts">
            {t('shell.myAlerts')}
          </MenuItem>
          <MenuItem id="payments" className="menu-item" href="/my-payments">
            {t('shell.payments')}
          </MenuItem>
          {isOperator ? (
            <MenuItem id="operator-console" className="menu-item" href={ROUTES.admin}>
              {t('shell.operatorConsole')}
            </MenuItem>
          ) : null}
          <MenuItem id="logout" className="menu-item" onAction={() => void signOut()}>
            {t('shell.logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
