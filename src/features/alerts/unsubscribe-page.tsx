import { useEffect, useRef, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useSearch } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { unsubscribeResponseSchema } from '../../contracts/trial-watches.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { apiRequest } from '../../lib/api-client.ts';

type Outcome = 'done' | 'gone' | 'failed';

/**
 * /alerts/unsubscribe?watch=…&token=… (issue 39): the page a digest's link opens. It works
 * without sign-in, and stops the alert only when the button is pressed: mail scanners open
 * every link in a message, and a GET that unsubscribed would stop alerts nobody asked to stop.
 */
export default function UnsubscribePage() {
  const { t } = useI18n();
  const params = new URLSearchParams(useSearch());
  const watch = params.get('watch') ?? '';
  const token = params.get('token') ?? '';
  const isComplete = /^\d+$/.test(watch) && /^[A-Za-z0-9_-]{20,100}$/.test(token);
  const [isStopping, setStopping] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The button is gone once it worked: focus moves to the answer, which says it (no
  // announcement as well, so it is heard once). The answer is a heading, as the survey's
  // confirmation is: a focused paragraph has no name, and the virtual screen reader said
  // only "paragraph" (screen readers differ on reading a focused paragraph's text).
  const result = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome === 'done' || outcome === 'gone') result.current?.focus();
  }, [outcome]);

  const stop = async () => {
    setStopping(true);
    let next: Outcome;
    try {
      const answer = await apiRequest(
        `/api/v1/trial-watches/unsubscribe?watch=${watch}&token=${encodeURIComponent(token)}`,
        { method: 'POST', schema: unsubscribeResponseSchema },
      );
      next = answer.code === 'unsubscribed' ? 'done' : 'gone';
    } catch {
      next = 'failed';
    }
    setStopping(false);
    setOutcome(next);
    // The button stays for another try; the message beside it is said once.
    if (next === 'failed') announce(t('alerts.unsubscribe.failed'), 'assertive');
  };

  return (
    <div className="page">
      <PageHeading>{t('alerts.unsubscribe.heading')}</PageHeading>
      {!isComplete ? (
        <p>{t('alerts.unsubscribe.broken')}</p>
      ) : outcome === 'done' || outcome === 'gone' ? (
        <h2
          ref={result}
          tabIndex={-1}
          className={outcome === 'done' ? 'message message-success' : 'message'}
        >
          {t(outcome === 'done' ? 'alerts.unsubscribe.done' : 'alerts.unsubscribe.gone')}
        </h2>
      ) : (
        <>
          <p>{t('alerts.unsubscribe.body')}</p>
          {outcome === 'failed' ? (
            <p className="message message-error">{t('alerts.unsubscribe.failed')}</p>
          ) : null}
          <Button
            className="button button-primary"
            isPending={isStopping}
            onPress={() => void stop()}
          >
            {isStopping ? t('alerts.unsubscribe.stopping') : t('alerts.unsubscribe.button')}
          </Button>
        </>
      )}
      <p>
        <Link href="/my-alerts">{t('alerts.unsubscribe.manage')}</Link>
      </p>
    </div>
  );
}
