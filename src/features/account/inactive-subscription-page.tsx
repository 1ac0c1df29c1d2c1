import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { useSession } from '../../lib/session.tsx';

/** Where a plan is chosen (onboarding step 5). */
export const CHOOSE_PLAN_PATH = '/client/step-5';

/**
 * /client/in-active-subscription: for past_due or canceled subscriptions. The spec gives only
 * the sentence; the page also offers the two ways on, so it is not a dead end.
 */
export default function InactiveSubscriptionPage() {
  const { t } = useI18n();
  const { signOut } = useSession();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');

  const onSignOut = async () => {
    setState('pending');
    try {
      // Normally the browser leaves for the identity provider and comes back to /.
      await signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
      setState('failed');
      announce(t('account.inactive.signOutFailed'), 'assertive');
    }
  };

  return (
    <div className="page">
      <PageHeading>{t('account.inactive.heading')}</PageHeading>
      <p className="lead">{t('account.inactive.body')}</p>
      <div className="form-actions">
        <Link href={CHOOSE_PLAN_PATH} className="button button-primary">
          {t('account.inactive.choosePlan')}
        </Link>
        <Button className="button" isPending={state === 'pending'} onPress={() => void onSignOut()}>
          {state === 'pending' ? t('account.inactive.signingOut') : t('account.inactive.signOut')}
        </Button>
      </div>
      {state === 'failed' ? (
        <p className="message message-error">{t('account.inactive.signOutFailed')}</p>
      ) : null}
    </div>
  );
}
