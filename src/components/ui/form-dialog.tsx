import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';

/**
 * A form in a modal dialog, opened by its trigger: the title names the dialog, the main
 * button sends and the other closes. React Aria traps focus inside and returns it to the
 * trigger on closing (Escape, the close button, a click outside, or `close()` after sending).
 * Shared by "Report a problem", "E-mail my list" and "E-mail me new trials like these".
 */
export function FormDialog({
  trigger,
  title,
  onOpenChange,
  onSubmit,
  submitLabel,
  pendingLabel,
  isPending = false,
  cancelLabel,
  children,
}: {
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  onOpenChange?: (isOpen: boolean) => void;
  /** Called on submit with the dialog's close: call it once the form is sent. */
  onSubmit: (close: () => void) => void;
  submitLabel: string;
  pendingLabel: string;
  isPending?: boolean;
  cancelLabel: string;
  children: ReactNode;
}) {
  return (
    <DialogTrigger {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger}
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <Form
                validationBehavior="aria"
                onSubmit={(event) => {
                  event.preventDefault();
                  onSubmit(close);
                }}
              >
                <Heading slot="title" level={2}>
                  {title}
                </Heading>
                {children}
                <div className="dialog-actions">
                  <Button type="submit" className="button button-primary" isPending={isPending}>
                    {isPending ? pendingLabel : submitLabel}
                  </Button>
                  <Button slot="close" className="button">
                    {cancelLabel}
                  </Button>
                </div>
              </Form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
