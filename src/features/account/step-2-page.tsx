import { useLocation } from 'wouter';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { OnboardingStepper } from './onboarding-stepper.tsx';
import { ProfileForm } from './profile-form.tsx';
import { basicProfileBody, saveProfile } from './save-profile.ts';

export const STEP_3_PATH = '/client/step-3';

/** /client/step-2, "Setup your account": the basic profile, first stage of onboarding. */
export default function Step2Page() {
  const { t, language } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  // The shell shows signed-in routes only to a loaded user.
  if (!user) return null;

  return (
    <ProfileForm
      variant="basic"
      user={user}
      heading={t('account.step2.heading')}
      intro={t('account.step2.intro')}
      beforeForm={<OnboardingStepper current={0} />}
      submitLabel={t('account.step2.next')}
      pendingLabel={t('account.step2.saving')}
      secondaryLabel={t('account.step2.back')}
      secondaryPosition="before"
      onSecondary={() => navigate('/')}
      onSave={async (data, { stateCode }) => {
        await saveProfile(session, {
          ...basicProfileBody(user, data, stateCode),
          send_email: 1,
          // Spec section 4: a trial account finishing the profile is complete; anyone else
          // still has a plan to choose and pay for.
          profile_incomplete: user.is_trial_account === 1 ? 0 : 1,
          language,
        });
        navigate(STEP_3_PATH);
      }}
    />
  );
}
