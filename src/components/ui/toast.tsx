import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';

export interface ToastMessage {
  title: string;
  description?: string;
  tone: 'success' | 'error' | 'info';
}

// React Aria's toast API is still UNSTABLE_: this file is the only one that touches it.
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

// At least 5 s (WCAG 2.2.1 guidance in our accessibility bar); React Aria pauses the timer
// while the region is hovered or focused.
const MIN_TIMEOUT_MS = 6000;

/** Shows a toast. A toast is never the only place an important message appears. */
export function showToast(message: ToastMessage, timeout = MIN_TIMEOUT_MS) {
  return toastQueue.add(message, { timeout: Math.max(timeout, MIN_TIMEOUT_MS) });
}

export function AppToastRegion() {
  const { t } = useI18n();
  return (
    <ToastRegion queue={toastQueue} className="toast-region" aria-label={t('shell.notifications')}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast-${toast.content.tone}`}>
          <ToastContent className="toast-content">
            <Text slot="title">{toast.content.title}</Text>
            {toast.content.description ? (
              <Text slot="description">{toast.content.description}</Text>
            ) : null}
          </ToastContent>
          <Button slot="close" className="toast-close" aria-label={t('shell.dismiss')}>
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
