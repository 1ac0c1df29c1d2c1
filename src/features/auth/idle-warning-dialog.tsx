import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';

interface IdleWarningDialogProps {
  isOpen: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The warning before the idle sign-out (WCAG 2.2.1: the user can extend, as often as they
 * like). Escape, Enter or Space mean "I am still here".
 */
export function IdleWarningDialog({ isOpen, onStay, onSignOut }: IdleWarningDialogProps) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('auth.idle.heading')}
      safeLabel={t('auth.idle.stay')}
      onSafe={onStay}
      riskyLabel={t('auth.idle.signOut')}
      onRisky={onSignOut}
    >
      <p>{t('auth.idle.body')}</p>
      <p>{t('auth.idle.question')}</p>
    </ConfirmDialog>
  );
}
