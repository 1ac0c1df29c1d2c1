import { useRef, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SPECIAL_IDS } from '../../contracts/catalog.ts';
import type { TrialWatch } from '../../contracts/trial-watches.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { ROUTES } from '../../lib/destinations.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { deleteTrialWatch, getTrialWatches, updateTrialWatch } from '../../lib/trial-watches.ts';
import { useApiData } from '../../lib/use-api-data.ts';

/**
 * /my-alerts (issue 39): the person's trial watches, each with Pause or Resume and Delete.
 * Each change is said once through the announcer. Delete asks first; once the alert is gone
 * its buttons are too, so focus goes to the list's heading rather than to the page's top.
 */
export default function MyAlertsPage() {
  const { t } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const { load, retry } = useApiData(user ? `trial-watches:${user.user_id}` : null, () =>
    getTrialWatches(session),
  );
  const [deleting, setDeleting] = useState<TrialWatch | null>(null);
  // Deleting the last alert says so and that none are left in one message, so the empty
  // list that follows is shown but not announced again.
  const [isEmptiedHere, setEmptiedHere] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  if (!user) return null;

  const watches = load.status === 'ready' ? load.data.data : [];

  const titleOf = (watch: TrialWatch) =>
    t('alerts.watchTitle', {
      conditions: watch.conditions.join(t('alerts.or')),
      zip: watch.zipcode,
    });

  const setPaused = async (watch: TrialWatch, isPaused: boolean) => {
    try {
      await updateTrialWatch(session, watch.id, isPaused);
      retry();
      announce(t(isPaused ? 'alerts.pausedDone' : 'alerts.resumedDone'), 'polite');
    } catch {
      announce(t('alerts.changeFailed'), 'assertive');
    }
  };

  const remove = async (watch: TrialWatch) => {
    setDeleting(null);
    try {
      await deleteTrialWatch(session, watch.id);
      const isLast = watches.length === 1 && watches[0]?.id === watch.id;
      if (isLast) setEmptiedHere(true);
      retry();
      listHeading.current?.focus();
      announce(t(isLast ? 'alerts.deletedLast' : 'alerts.deletedDone'), 'polite');
    } catch {
      announce(t('alerts.changeFailed'), 'assertive');
    }
  };

  const trialsHref = `${ROUTES.category}/${SPECIAL_IDS.clinicalTrialsCategory}?subCateId=${SPECIAL_IDS.clinicalTrialsSubCategory}`;

  return (
    <div className="page">
      <PageHeading>{t('alerts.heading')}</PageHeading>
      <p>{t('alerts.intro', { max: load.status === 'ready' ? load.data.max : 5 })}</p>
      <h2 ref={listHeading} tabIndex={-1}>
        {t('alerts.listLabel')}
      </h2>
      <LoadState
        load={load}
        isEmpty={(data) => data.data.length === 0}
        loadingText={t('alerts.loading')}
        failedText={t('alerts.failed')}
        emptyText={t('alerts.empty')}
        isEmptyQuiet={isEmptiedHere}
        retryText={t('alerts.retry')}
        onRetry={retry}
      />
      {load.status === 'ready' && watches.length === 0 ? (
        <p>
          <Link href={trialsHref}>{t('alerts.findTrials')}</Link>
        </p>
      ) : null}
      {watches.length > 0 ? (
        <ul className="organization-cards">
          {watches.map((watch) => {
            const title = titleOf(watch);
            return (
              <li key={watch.id}>
                <article className="card" aria-labelledby={`watch-${watch.id}`}>
                  <h3 id={`watch-${watch.id}`}>{title}</h3>
                  <ul>
                    <li>{t('alerts.miles', { miles: watch.miles })}</li>
                    <li>{t(watch.frequency === 'daily' ? 'alerts.daily' : 'alerts.weekly')}</li>
                    <li>{t(watch.language === 'sp' ? 'alerts.spanish' : 'alerts.english')}</li>
                    <li>{t(watch.is_paused ? 'alerts.paused' : 'alerts.active')}</li>
                  </ul>
                  <p className="organization-actions">
                    <Button
                      className="button"
                      aria-label={t(watch.is_paused ? 'alerts.resumeOf' : 'alerts.pauseOf', {
                        title,
                      })}
                      onPress={() => void setPaused(watch, !watch.is_paused)}
                    >
                      {t(watch.is_paused ? 'alerts.resume' : 'alerts.pause')}
                    </Button>
                    <Button
                      className="button"
                      aria-label={t('alerts.deleteOf', { title })}
                      onPress={() => setDeleting(watch)}
                    >
                      {t('alerts.delete')}
                    </Button>
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('alerts.deleteTitle')}
        safeLabel={t('alerts.deleteCancel')}
        onSafe={() => setDeleting(null)}
        riskyLabel={t('alerts.deleteConfirm')}
        onRisky={() => {
          if (deleting) void remove(deleting);
        }}
      >
        <p>{deleting ? t('alerts.deleteBody', { title: titleOf(deleting) }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}
