import { useLocation } from 'wouter';
import { userResponseSchema, type UpdateUserRequest } from '../../contracts/users.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { OnboardingStepper } from './onboarding-stepper.tsx';
import { ProfileForm } from './profile-form.tsx';

export const STEP_3_PATH = '/client/step-3';

/** /client/step-2, "Setup your account": the basic profile, first stage of onboarding. */
export default function Step2Page() {
  const { t, language } = useI18n();
  const { request, updateUser } = useSession();
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
        const body: UpdateUserRequest = {
          user_id: user.user_id,
          email: user.email,
          first_name: data.first_name,
          last_name: data.last_name,
          contact_number: data.contact_number,
          dob: data.dob,
          state_id: data.state_id,
          ...(stateCode ? { state_code: stateCode } : {}),
          zipcode: data.zipcode,
          send_email: 1,
          // Spec section 4: a trial account finishing the profile is complete; anyone else
          // still has a plan to choose and pay for.
          profile_incomplete: user.is_trial_account === 1 ? 0 : 1,
          language,
        };
        const response = await request('/api/v1/updateUser', {
          method: 'POST',
          body,
          schema: userResponseSchema,
        });
        updateUser(response.data);
        navigate(STEP_3_PATH);
      }}
    />
  );
}
