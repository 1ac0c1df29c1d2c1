import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import type { Load } from '../../lib/use-api-data.ts';

/** Loading is announced only when it takes longer than this. */
export const LOADING_ANNOUNCE_DELAY_MS = 1000;

interface LoadStateProps<T> {
  load: Load<T>;
  loadingText: string;
  failedText: string;
  retryText: string;
  onRetry: () => void;
  /** With `emptyText`: what counts as nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /**
   * Show the empty text without announcing it: the action that emptied the list (deleting
   * its last item) has already said so in its own message, which should be heard once.
   */
  isEmptyQuiet?: boolean;
}

/**
 * The one loading / failed / empty pattern of every list and screen that loads: visible text,
 * said once through the announcer (loading and empty politely, a failure assertively), and a
 * way to try again. Renders nothing once there is something to show.
 */
export function LoadState<T>({
  load,
  loadingText,
  failedText,
  retryText,
  onRetry,
  isEmpty,
  emptyText,
  isEmptyQuiet = false,
}: LoadStateProps<T>) {
  const { t } = useI18n();
  const empty = load.status === 'ready' && isEmpty !== undefined && isEmpty(load.data);
  const message =
    load.status === 'loading'
      ? loadingText
      : load.status === 'failed'
        ? // "Could not load" would send people to check a connection that works.
          load.isRateLimited
          ? t('shell.tooManyRequestsBody')
          : failedText
        : empty
          ? (emptyText ?? null)
          : null;

  useEffect(() => {
    if (!message) return;
    if (empty && isEmptyQuiet) return;
    if (load.status !== 'loading') {
      announce(message, load.status === 'failed' ? 'assertive' : 'polite');
      return;
    }
    // A quick load is not worth a word, and would talk over the page name the heading
    // has just announced.
    const timer = setTimeout(() => announce(message, 'polite'), LOADING_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message, load.status, empty, isEmptyQuiet]);

  if (!message) return null;
  if (load.status === 'failed') {
    return (
      <div className="load-state load-state-failed">
        <p className="message message-error">{message}</p>
        <Button className="button" onPress={onRetry}>
          {retryText}
        </Button>
      </div>
    );
  }
  return <p className="load-state">{message}</p>;
}
