import { Link } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { destinationAfterQuestions, ROUTES } from '../../lib/destinations.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { OnboardingStepper } from './onboarding-stepper.tsx';

/** /client/step-3: the questionnaire's introduction, second stage of onboarding. */
export default function Step3Page() {
  const { t } = useI18n();
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <div className="page onboarding">
      <PageHeading>{t('account.step3.heading')}</PageHeading>
      <OnboardingStepper current={1} />
      <p className="lead">{t('account.step3.intro')}</p>
      <div className="form-actions">
        <Link href={ROUTES.step2} className="button">
          {t('account.step3.back')}
        </Link>
        <Link href={ROUTES.step4} className="button button-primary">
          {t('account.step3.take')}
        </Link>
        <Link href={destinationAfterQuestions(user)} className="button">
          {t('account.step3.skip')}
        </Link>
      </div>
    </div>
  );
}
