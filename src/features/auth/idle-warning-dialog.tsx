import { useId } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';

interface IdleWarningDialogProps {
  isOpen: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The warning before the idle sign-out (WCAG 2.2.1: the user can extend, as often as they
 * like). An alert dialog, so screen readers speak it even though the user did not open it.
 * A click outside does not count as an answer, but Escape means "I am still here": it stays
 * signed in, like the default button. React Aria returns focus where it was on close.
 */
export function IdleWarningDialog({ isOpen, onStay, onSignOut }: IdleWarningDialogProps) {
  const { t } = useI18n();
  const bodyId = useId();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled={false}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
    >
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog" aria-describedby={bodyId}>
          <Heading slot="title" level={2}>
            {t('auth.idle.heading')}
          </Heading>
          <div id={bodyId}>
            <p>{t('auth.idle.body')}</p>
            <p>{t('auth.idle.question')}</p>
          </div>
          <div className="dialog-actions">
            {/* The safe answer takes focus: Enter or Space keeps the user signed in. */}
            <Button className="button button-primary" autoFocus onPress={onStay}>
              {t('auth.idle.stay')}
            </Button>
            <Button className="button" onPress={onSignOut}>
              {t('auth.idle.signOut')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
