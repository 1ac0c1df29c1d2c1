import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { US_COUNTRY_ID, type User } from '../../contracts/users.ts';
import { showToast } from '../../components/ui/toast.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { destinationAfterSignIn } from '../../lib/destinations.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { ProfileForm } from './profile-form.tsx';
import { basicProfileBody, saveProfile } from './save-profile.ts';

/** Spec section 9: the profile success redirect waits 2 seconds. */
export const SAVED_REDIRECT_MS = 2000;

/** /my-profile, "My Profile Information": every profile field, saved in place. */
export default function MyProfilePage() {
  const { t, language } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const [savedUser, setSavedUser] = useState<User | null>(null);

  // The wait lets the success message be seen and heard before the page changes; leaving
  // the page first (Cancel, a link) cancels it, so the user is never pulled away later.
  useEffect(() => {
    if (!savedUser) return;
    const timer = setTimeout(() => navigate(destinationAfterSignIn(savedUser)), SAVED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [savedUser, navigate]);

  if (!user) return null;

  return (
    <ProfileForm
      variant="my-profile"
      user={user}
      heading={t('account.myProfile.heading')}
      intro={t('account.myProfile.intro')}
      submitLabel={t('account.myProfile.save')}
      pendingLabel={t('account.myProfile.saving')}
      secondaryLabel={t('account.myProfile.cancel')}
      secondaryPosition="after"
      // Cancel goes where the save goes (spec section 4) but at once: nothing was saved, so
      // there is no message to wait for, and a pause after pressing Cancel would feel broken.
      onSecondary={() => navigate(destinationAfterSignIn(savedUser ?? user))}
      isBusy={savedUser !== null}
      onSave={async (data, { stateCode }) => {
        const saved = await saveProfile(session, {
          ...basicProfileBody(user, data, stateCode),
          address1: data.address1,
          // Sent even when empty: an emptied line 2 is cleared on the server.
          address2: data.address2 ?? '',
          city_id: data.city_id,
          country_id: US_COUNTRY_ID,
          is_veteran: data.is_veteran,
          send_email: 0,
          // Editing the profile neither completes nor reopens onboarding.
          profile_incomplete: user.profile_incomplete,
          language,
        });
        const message = t('account.myProfile.saved');
        // The toast says it (role="alert"); announcing it as well would say it twice.
        showToast({ title: message, tone: 'success' });
        setSavedUser(saved);
      }}
      afterForm={
        // Also on the page itself: a toast is never the only place a message appears.
        savedUser ? <p className="message message-success">{t('account.myProfile.saved')}</p> : null
      }
    />
  );
}
