import { Stepper } from '../../components/ui/stepper.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';

/** The stepper shared by onboarding steps 2 to 5: BASIC, ANSWER QUESTIONS, CHOOSE YOUR PLAN. */
export function OnboardingStepper({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useI18n();
  return (
    <Stepper
      label={t('account.stepper.label')}
      steps={[
        t('account.stepper.basic'),
        t('account.stepper.questions'),
        t('account.stepper.plan'),
      ]}
      current={current}
      currentText={t('account.stepper.current')}
    />
  );
}
