import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { STORAGE_KEYS, useStartSignIn } from '../../lib/sign-in.tsx';
import { writeStored } from '../../lib/storage.ts';

const INCLUDES = ['guides', 'nearby', 'trials', 'survey', 'access'] as const;

type SignUpState = 'idle' | 'pending' | 'failed';

/**
 * Starts a trial sign-up (used here and on /ausa). While sign-in starts the button stays
 * focusable but inactive (React Aria's isPending, exposed as aria-disabled); if it cannot
 * start, the button works again and a message says why, on screen and to screen readers.
 */
export function TrialSignUpButton() {
  const { t } = useI18n();
  const startSignIn = useStartSignIn();
  const [state, setState] = useState<SignUpState>('idle');

  const signUp = async () => {
    setState('pending');
    announce(t('marketing.signUp.pending'), 'polite');
    writeStored(STORAGE_KEYS.isTrialSignup, 'true');
    try {
      await startSignIn({ isTrialSignup: true });
      // Normally the browser is leaving for the sign-in page; if not, let the user try again.
      setState('idle');
    } catch (error) {
      console.error('Could not start the trial sign-up', error);
      setState('failed');
      announce(t('marketing.signUp.failed'), 'assertive');
    }
  };

  return (
    <div>
      <Button
        className="button button-primary"
        isPending={state === 'pending'}
        onPress={() => void signUp()}
      >
        {t('marketing.signUp.button')}
      </Button>
      {state === 'pending' && <p className="message">{t('marketing.signUp.pending')}</p>}
      {state === 'failed' && (
        <p className="message message-error">{t('marketing.signUp.failed')}</p>
      )}
    </div>
  );
}

export default function FreeTrialPage() {
  const { t } = useI18n();
  return (
    <div className="page">
      <PageHeading title={t('marketing.freeTrial.title')}>
        {t('marketing.freeTrial.heading')}
      </PageHeading>
      <p className="lead">{t('marketing.freeTrial.intro')}</p>

      <h2>{t('marketing.freeTrial.includesHeading')}</h2>
      <ul>
        {INCLUDES.map((id) => (
          <li key={id}>{t(`marketing.freeTrial.includes.${id}`)}</li>
        ))}
      </ul>

      <h2>{t('marketing.freeTrial.stepsHeading')}</h2>
      <ol>
        <li>{t('marketing.freeTrial.steps.start', { button: t('marketing.signUp.button') })}</li>
        <li>{t('marketing.freeTrial.steps.account')}</li>
        <li>{t('marketing.freeTrial.steps.profile')}</li>
      </ol>
      <TrialSignUpButton />

      <h2>{t('marketing.freeTrial.afterHeading')}</h2>
      <p>{t('marketing.freeTrial.after')}</p>
      <p>
        {t('marketing.freeTrial.ausaNote')}{' '}
        <Link href="/ausa">{t('marketing.freeTrial.ausaLink')}</Link>
      </p>
    </div>
  );
}
