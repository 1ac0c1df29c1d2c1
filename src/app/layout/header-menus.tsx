import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { LoginMenu } from '../../features/auth/login-menu.tsx';
import { DisplaySettingsMenu } from '../../features/settings/display-settings-menu.tsx';
import { LanguageMenu } from '../../features/settings/language-menu.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import type { HeaderShape } from './header-rules.ts';
import { AccountMenu } from './account-menu.tsx';

/**
 * The header's pop-up menus. Their collections, selection and overlay code is about a fifth of
 * a first visit's JavaScript, so they are one chunk fetched with the page's code instead of
 * before the first paint (header-chunks.ts). The language and sign-in buttons also work
 * before any script, as form buttons (ADR 037).
 */
export default function HeaderMenus({ menu }: { menu: HeaderShape['menu'] }) {
  return (
    <>
      <LanguageMenu />
      <DisplaySettingsMenu />
      {menu === 'account' && <AccountMenu />}
      {menu === 'login' && <LoginMenu />}
    </>
  );
}

/**
 * The narrow screen's Menu: a modal panel with the site's links and the header's tools.
 * Focus stays inside while it is open and returns to the Menu button when it closes (React
 * Aria's Modal); Escape and a press outside close it.
 */
export function NarrowMenu({
  onClose,
  children,
}: {
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <ModalOverlay
      className="modal-overlay header-menu-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="header-menu-panel">
        <Dialog className="header-menu-dialog" aria-labelledby="header-menu-title">
          <div className="header-menu-top">
            <Heading slot="title" level={2} id="header-menu-title" className="header-menu-title">
              {t('shell.menu')}
            </Heading>
            <Button className="header-button" onPress={onClose}>
              {t('shell.closeMenu')}
            </Button>
          </div>
          {children(onClose)}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
