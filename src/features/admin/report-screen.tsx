import { useEffect, useRef, useState } from 'react';
import { Button, Form, Label, Link, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { useSWRConfig } from 'swr';
import { FieldErrorMessage } from '../../components/ui/field-text.tsx';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RadioChoice } from '../../components/ui/radio-choice.tsx';
import {
  problemReportDetailSchema,
  type ProblemReportDetail,
} from '../../contracts/operator-console.ts';
import {
  problemReportCloseSchema,
  problemReportSchema,
  type ProblemReport,
} from '../../contracts/problem-reports.ts';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { ADMIN_PATHS, adminOrganizationPath } from '../../lib/destinations.ts';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { shownValue } from './shown-value.ts';

/** The snapshot's fields worth comparing, in the order a card shows them. */
const ORGANIZATION_FIELDS = [
  ['name', 'organization'],
  ['address_1', 'address_1'],
  ['address_2', 'address_2'],
  ['city', 'city'],
  ['state', 'state'],
  ['zip_code', 'zip_code'],
  ['phone', 'phone'],
  ['tollfree', 'tollfree'],
  ['tty', 'tty'],
  ['website', 'website'],
  ['verified_at', 'verified_at'],
] as const;
const GUIDE_FIELDS = ['title', 'title_sp', 'reviewed_at'] as const;

/**
 * One report beside its record: what was reported, the record's values then and now (a
 * changed value is marked in words, not colour alone), a link to edit the organisation, and
 * the form that resolves it with a note or dismisses it with a reason.
 */
export function ReportScreen({ id }: { id: number }) {
  const { t } = useI18n();
  const session = useSession();
  const key = `/api/v1/admin/problem-reports/${id}`;
  const { load, retry } = useApiData(key, (path) =>
    session.request(path, { schema: problemReportDetailSchema }),
  );
  const name = load.status === 'ready' ? load.data.report.target.name : '';

  return (
    <>
      <p>
        <Link href={ADMIN_PATHS.reports}>{t('admin.report.back')}</Link>
      </p>
      {load.status === 'ready' ? (
        <PageHeading>{t('admin.report.heading', { name })}</PageHeading>
      ) : null}
      <LoadState
        load={load}
        loadingText={t('admin.report.loading')}
        failedText={t('admin.report.failed')}
        retryText={t('admin.retry')}
        onRetry={retry}
      />
      {load.status === 'ready' ? <ReportDetail detail={load.data} swrKey={key} /> : null}
    </>
  );
}

function ReportDetail({ detail, swrKey }: { detail: ProblemReportDetail; swrKey: string }) {
  const { t, language } = useI18n();
  const { report, organization, guide } = detail;
  const now: Record<string, unknown> | null = organization
    ? { ...organization, name: organization.organization }
    : guide;
  const rows: { key: TranslationKey; then: unknown; now: unknown }[] =
    report.target.type === 'organization'
      ? ORGANIZATION_FIELDS.map(([snapshotField, field]) => ({
          key: `admin.fields.${field === 'organization' ? 'name' : field}`,
          then: report.snapshot[snapshotField],
          now: now?.[field],
        }))
      : GUIDE_FIELDS.map((field) => ({
          key: `admin.fields.${field}`,
          then: report.snapshot[field],
          now: now?.[field],
        }));

  return (
    <div className="admin-report">
      <section aria-labelledby="report-what" className="admin-panel">
        <h2 id="report-what">{t('admin.report.section')}</h2>
        <dl className="admin-facts">
          <div>
            <dt>{t('admin.report.kind')}</dt>
            <dd>{t(`admin.kinds.${report.kind}`)}</dd>
          </div>
          <div>
            <dt>{t('admin.report.details')}</dt>
            <dd className="admin-details">{report.details || t('admin.report.noDetails')}</dd>
          </div>
          <div>
            <dt>{t('admin.report.reported')}</dt>
            <dd>{formatDate(report.created_at, language)}</dd>
          </div>
          <div>
            <dt>{t('admin.report.replyTo')}</dt>
            <dd>{report.reply_email ?? t('admin.report.noReply')}</dd>
          </div>
          <div>
            <dt>{t('admin.report.language')}</dt>
            <dd>{t(`admin.report.languages.${report.language}`)}</dd>
          </div>
          <div>
            <dt>{t('admin.report.state')}</dt>
            <dd>{t(`admin.states.${report.state}`)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="report-record" className="admin-panel">
        <h2 id="report-record">{t('admin.report.record')}</h2>
        {now ? (
          <table className="admin-static-table">
            <caption>{t('admin.report.recordCaption')}</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{t('admin.report.then')}</th>
                <th scope="col">{t('admin.report.now')}</th>
                <th scope="col">{t('admin.report.changed')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const then = shownValue(row.then, language) ?? t('admin.empty');
                const current = shownValue(row.now, language) ?? t('admin.empty');
                return (
                  <tr key={row.key}>
                    <th scope="row">{t(row.key)}</th>
                    <td>{then}</td>
                    <td>{current}</td>
                    <td>
                      {then === current ? t('admin.report.unchanged') : t('admin.report.changed')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p>{t('admin.report.gone')}</p>
        )}
        {organization ? (
          <p>
            <Link href={adminOrganizationPath(organization.id, report.id)}>
              {t('admin.report.edit', { name: organization.organization })}
            </Link>
          </p>
        ) : null}
      </section>
      <CloseReport report={report} swrKey={swrKey} />
    </div>
  );
}

type Outcome = 'resolved' | 'dismissed';

/**
 * Resolve with a note or dismiss with a reason. Closed, the form gives way to the outcome,
 * whose heading takes focus: the screen reader reads it once, and focus is not lost with the
 * button that went.
 */
function CloseReport({ report, swrKey }: { report: ProblemReport; swrKey: string }) {
  const { t, language } = useI18n();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<Outcome>('resolved');
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [justClosed, setJustClosed] = useState(false);
  const outcomeRef = useRef<HTMLTextAreaElement>(null);
  const closedRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justClosed && report.state !== 'open') closedRef.current?.focus();
  }, [justClosed, report.state]);

  if (report.state !== 'open') {
    const date = formatDate(report.closed_at, language) ?? '';
    return (
      <section aria-labelledby="report-closed" className="admin-panel">
        <h2 id="report-closed" ref={closedRef} tabIndex={-1}>
          {report.state === 'resolved'
            ? t('admin.report.closedResolved', { date })
            : t('admin.report.closedDismissed', { date })}
        </h2>
        {report.outcome ? <p>{t('admin.report.outcome', { outcome: report.outcome })}</p> : null}
      </section>
    );
  }

  const send = async () => {
    const parsed = problemReportCloseSchema.safeParse({ state, outcome });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'outcomeRequired';
      setError(t(`admin.errors.${key}` as TranslationKey));
      outcomeRef.current?.focus();
      return;
    }
    setError(null);
    setFailure(null);
    setSending(true);
    try {
      await session.request(`/api/v1/admin/problem-reports/${report.id}/close`, {
        method: 'POST',
        body: parsed.data,
        schema: problemReportSchema,
      });
      setJustClosed(true);
      await mutate(swrKey);
    } catch (problem) {
      const conflict = problem instanceof ApiRequestError && problem.status === 409;
      if (!conflict) console.error('Closing the report failed', problem);
      const message = conflict ? t('admin.report.close.conflict') : t('admin.report.close.failed');
      setFailure(message);
      announce(message, 'assertive');
      if (conflict) {
        setJustClosed(true);
        await mutate(swrKey);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="report-close" className="admin-panel">
      <h2 id="report-close">{t('admin.report.close.heading')}</h2>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <RadioGroup
          className="field radio-group"
          value={state}
          onChange={(value) => setState(value as Outcome)}
        >
          <Label>{t('admin.report.close.choice')}</Label>
          <RadioChoice value="resolved">{t('admin.report.close.resolved')}</RadioChoice>
          <RadioChoice value="dismissed">{t('admin.report.close.dismissed')}</RadioChoice>
        </RadioGroup>
        <TextField
          className="field"
          value={outcome}
          onChange={setOutcome}
          validationBehavior="aria"
          isInvalid={error !== null}
        >
          <Label className="field-label">
            {state === 'resolved'
              ? t('admin.report.close.noteLabel')
              : t('admin.report.close.reasonLabel')}
          </Label>
          <FieldErrorMessage>{error}</FieldErrorMessage>
          <TextArea ref={outcomeRef} className="input textarea" rows={3} />
        </TextField>
        {failure ? <p className="message message-error">{failure}</p> : null}
        <Button type="submit" className="button button-primary" isPending={isSending}>
          {isSending ? t('admin.report.close.submitting') : t('admin.report.close.submit')}
        </Button>
      </Form>
    </section>
  );
}
