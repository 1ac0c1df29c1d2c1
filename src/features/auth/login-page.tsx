import { use, useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useLocation } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { destinationAfterSignIn } from '../../lib/destinations.ts';
import { useSession } from '../../lib/session.tsx';
import { SignInErrorContext } from './sign-in-error.ts';

/**
 * /login, where the identity provider sends the browser back: "Signing you in" while the user
 * loads, then the page the spec's table picks for them. A failure stays on screen here.
 */
export default function LoginPage() {
  const { t } = useI18n();
  const { state, signOut } = useSession();
  const error = use(SignInErrorContext);
  const [, navigate] = useLocation();
  const loading = state.status === 'loading' && !error;

  useEffect(() => {
    if (state.status === 'signed-in') {
      navigate(destinationAfterSignIn(state.user), { replace: true });
    } else if (state.status === 'signed-out' && !error) {
      // Nothing to sign in (a bookmark of /login, or an abandoned sign-in).
      navigate('/', { replace: true });
    }
  }, [state, error, navigate]);

  // A status that is already on the page when it loads is not read out by every screen
  // reader; the announcer's region, present from the start, is.
  useEffect(() => {
    if (loading) announce(t('auth.signingIn.status'));
    // Once per load, not again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading]);

  return (
    <div className="page">
      <PageHeading>{t('auth.signingIn.title')}</PageHeading>
      {error ? (
        <>
          {/* Not a live region: the toast says it (one message, said once). */}
          <p className="message message-error">{t(`auth.errors.${error}`)}</p>
          {/* Without an e-mail nothing can go on: let the user leave this account. The other
              failure signs out by itself. */}
          {error === 'emailMissing' && (
            <Button className="button" onPress={() => void signOut()}>
              {t('auth.signingIn.signOut')}
            </Button>
          )}
        </>
      ) : (
        <p className="page-loading" role="status">
          {loading ? t('auth.signingIn.status') : null}
        </p>
      )}
    </div>
  );
}
