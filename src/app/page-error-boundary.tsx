import { Component, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { useI18n } from '../i18n/i18n-provider.tsx';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="page">
      <PageHeading>{t('shell.loadFailedTitle')}</PageHeading>
      <p>{t('shell.loadFailedBody')}</p>
      <Button className="button button-primary" onPress={onRetry}>
        {t('shell.retry')}
      </Button>
    </div>
  );
}

/** A page chunk that fails to load (offline, new deployment) gets a translated retry. */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean; resetKey: string }
> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { failed: boolean; resetKey: string },
  ) {
    // Navigating elsewhere clears the failure.
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('Page failed to render', error);
  }

  override render() {
    if (this.state.failed) return <LoadFailed onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
