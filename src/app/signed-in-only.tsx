import { useEffect, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { useI18n } from '../i18n/i18n-provider.tsx';
import { useSession } from '../lib/session.tsx';
import { useStartSignIn } from '../lib/sign-in.tsx';

/**
 * Guards the signed-in routes. Someone signed out (a bookmark, an expired session) is told
 * why and offered sign-in, rather than being moved somewhere they did not ask to go.
 */
export function SignedInOnly({
  children,
  loading,
  preload,
}: {
  children: ReactNode;
  loading: ReactNode;
  /** The page's code: fetched while the session is checked, not after (no waterfall). */
  preload?: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  const { state } = useSession();
  const startSignIn = useStartSignIn();
  useEffect(() => {
    preload?.().catch(() => {
      // The page's own load reports a failure when it renders.
    });
  }, [preload]);

  if (state.status === 'loading') return loading;
  if (state.status === 'signed-out') {
    return (
      <div className="page">
        <PageHeading>{t('shell.signInRequiredTitle')}</PageHeading>
        <p>{t('shell.signInRequiredBody')}</p>
        <Button
          className="button button-primary"
          onPress={() => {
            startSignIn().catch((error: unknown) => console.error('Sign-in did not start', error));
          }}
        >
          {t('shell.signIn')}
        </Button>
      </div>
    );
  }
  return children;
}
