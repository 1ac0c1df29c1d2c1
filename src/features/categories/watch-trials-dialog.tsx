import { useState } from 'react';
import { Button, Label, Link, RadioGroup } from 'react-aria-components';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { RadioChoice } from '../../components/ui/radio-choice.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { WATCH_MILES } from '../../contracts/trial-watches.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { useSession } from '../../lib/session.tsx';
import { createTrialWatch, isWatchLimit } from '../../lib/trial-watches.ts';

type Miles = (typeof WATCH_MILES)[number];

/**
 * "E-mail me new trials like these" (issue 39): a watch of the search on show, its
 * conditions and ZIP as they are, with a distance, how often and the e-mails' language.
 * Saving closes the dialog, focus goes back to the button (React Aria), and the toast says
 * it once; the note under the button stays, so the toast is not the only place it shows.
 */
export function WatchTrialsDialog({ conditions, zip }: { conditions: string[]; zip: string }) {
  const { t, language } = useI18n();
  const session = useSession();
  const [miles, setMiles] = useState<Miles>(100);
  const [frequency, setFrequency] = useState<'daily' | 'weekly'>('weekly');
  const [mailLanguage, setMailLanguage] = useState<'en' | 'sp'>(language);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);

  const save = async (close: () => void) => {
    setSaving(true);
    setError(null);
    try {
      await createTrialWatch(session, {
        conditions,
        zipcode: zip,
        miles,
        frequency,
        language: mailLanguage,
      });
      setSaved(true);
      close();
      showToast({ title: t('categories.trials.watch.saved'), tone: 'success' });
    } catch (caught) {
      const message = isWatchLimit(caught)
        ? t('categories.trials.watch.limit')
        : t('categories.trials.watch.failed');
      setError(message);
      // Shown in the dialog too; said once here, since focus stays on the button.
      announce(message, 'assertive');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="trial-watch">
      <FormDialog
        trigger={<Button className="button">{t('categories.trials.watch.open')}</Button>}
        title={t('categories.trials.watch.title')}
        onOpenChange={(open) => open && setError(null)}
        onSubmit={(close) => void save(close)}
        submitLabel={t('categories.trials.watch.save')}
        pendingLabel={t('categories.trials.watch.saving')}
        isPending={isSaving}
        cancelLabel={t('categories.trials.watch.cancel')}
      >
        <p>{t('categories.trials.watch.intro')}</p>
        <dl className="trial-facts">
          <div>
            <dt>{t('categories.trials.watch.conditions')}</dt>
            <dd>{conditions.join(', ')}</dd>
          </div>
          <div>
            <dt>{t('categories.trials.watch.zip')}</dt>
            <dd>{zip}</dd>
          </div>
        </dl>
        <RadioGroup
          className="field radio-group"
          value={String(miles)}
          onChange={(value) => setMiles(Number(value) as Miles)}
        >
          <Label>{t('categories.trials.watch.miles')}</Label>
          {WATCH_MILES.map((option) => (
            <RadioChoice key={option} value={String(option)}>
              {t('categories.trials.watch.milesOption', { miles: option })}
            </RadioChoice>
          ))}
        </RadioGroup>
        <RadioGroup
          className="field radio-group"
          value={frequency}
          onChange={(value) => setFrequency(value === 'daily' ? 'daily' : 'weekly')}
        >
          <Label>{t('categories.trials.watch.frequency')}</Label>
          <RadioChoice value="weekly">{t('categories.trials.watch.weekly')}</RadioChoice>
          <RadioChoice value="daily">{t('categories.trials.watch.daily')}</RadioChoice>
        </RadioGroup>
        <RadioGroup
          className="field radio-group"
          value={mailLanguage}
          onChange={(value) => setMailLanguage(value === 'sp' ? 'sp' : 'en')}
        >
          <Label>{t('categories.trials.watch.language')}</Label>
          <RadioChoice value="en">
            <span lang="en">{t('settings.english')}</span>
          </RadioChoice>
          <RadioChoice value="sp">
            <span lang="es">{t('settings.spanish')}</span>
          </RadioChoice>
        </RadioGroup>
        {error ? <p className="message message-error">{error}</p> : null}
      </FormDialog>
      {isSaved ? (
        <p>
          {t('categories.trials.watch.savedNote')}{' '}
          <Link href="/my-alerts">{t('categories.trials.watch.manage')}</Link>
        </p>
      ) : null}
    </div>
  );
}
