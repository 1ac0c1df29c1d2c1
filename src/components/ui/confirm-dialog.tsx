import { useId, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** What is asked; the dialog's description. */
  children: ReactNode;
  /** The safe answer: it has focus when the dialog opens, and Escape gives it too. */
  safeLabel: string;
  onSafe: () => void;
  riskyLabel: string;
  onRisky: () => void;
}

/**
 * A question the app asks before something that cannot be undone (signing out, the idle
 * sign-out). An alert dialog, so screen readers speak it even when the user did not open it.
 * A click outside is no answer; React Aria returns focus where it was on close.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  safeLabel,
  onSafe,
  riskyLabel,
  onRisky,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onSafe();
      }}
    >
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog" aria-describedby={bodyId}>
          <Heading slot="title" level={2}>
            {title}
          </Heading>
          <div id={bodyId}>{children}</div>
          <div className="dialog-actions">
            <Button className="button button-primary" autoFocus onPress={onSafe}>
              {safeLabel}
            </Button>
            <Button className="button" onPress={onRisky}>
              {riskyLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
