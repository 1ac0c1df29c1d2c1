import { useEffect, useRef, useState, type Ref } from 'react';
import { Button, Form, Label, Link, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { useSWRConfig } from 'swr';
import { useSearch } from 'wouter';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { FieldErrorMessage } from '../../components/ui/field-text.tsx';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RadioChoice } from '../../components/ui/radio-choice.tsx';
import {
  adminOrganizationSchema,
  organizationHistorySchema,
  organizationSaveSchema,
  VERIFY_METHODS,
  type AdminOrganization,
  type VerifyMethod,
} from '../../contracts/operator-console.ts';
import {
  EDITABLE_ORGANIZATION_FIELDS,
  organizationValueMessage,
  type EditableOrganizationField,
} from '../../contracts/organization-values.ts';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { adminReportPath } from '../../lib/destinations.ts';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import {
  changedMeanwhile,
  mergeOntoCurrent,
  sameValue,
  valuesOf,
  type EditValues,
} from './conflict.ts';
import { formatDateTime, shownValue } from './shown-value.ts';

type Field = EditableOrganizationField;
type Values = EditValues;
type Errors = Partial<Record<Field, string>>;

const MULTI_LINE: ReadonlySet<Field> = new Set(['description', 'description_sp']);
const fieldId = (field: Field) => `organization-field-${field}`;

/**
 * Edit an organisation, mark it verified, and read its history. A save names the version it
 * was loaded at; when someone saved in between, the server refuses it (409) and this screen
 * fetches the record as it is now, keeps every field the operator changed, takes the other
 * person's value for every field the operator left alone, and lists the fields the other
 * person changed (when opened, now, yours) for review before saving again. Nothing typed is
 * lost.
 */
export function OrganizationScreen({ id }: { id: number }) {
  const { t } = useI18n();
  const session = useSession();
  const { load, retry } = useApiData(`/api/v1/admin/organizations/${id}`, (path) =>
    session.request(path, { schema: adminOrganizationSchema }),
  );
  return (
    <>
      <LoadState
        load={load}
        loadingText={t('admin.organization.loading')}
        failedText={t('admin.organization.failed')}
        retryText={t('admin.retry')}
        onRetry={retry}
      />
      {load.status === 'ready' ? <OrganizationEditor initial={load.data} /> : null}
    </>
  );
}

interface Conflict {
  /** What the operator had loaded, and what the record is now. */
  loaded: AdminOrganization;
  current: AdminOrganization;
}

function OrganizationEditor({ initial }: { initial: AdminOrganization }) {
  const { t, language } = useI18n();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const search = useSearch();
  const fromReport = Number(new URLSearchParams(search).get('report')) || null;
  const [base, setBase] = useState(initial);
  const [values, setValues] = useState(() => valuesOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const conflictRef = useRef<HTMLHeadingElement>(null);
  const recordKey = `/api/v1/admin/organizations/${base.id}`;
  const historyKey = `${recordKey}/history`;
  const isDirty = EDITABLE_ORGANIZATION_FIELDS.some(
    (field) => !sameValue(values[field], base[field]),
  );

  const accept = async (record: AdminOrganization) => {
    setBase(record);
    await mutate(recordKey, record, { revalidate: false });
    await mutate(historyKey);
  };

  /** The record moved on: take it as the new base, keeping what the operator changed. */
  const reviewConflict = async () => {
    const current = await session.request(recordKey, { schema: adminOrganizationSchema });
    setValues((mine) => mergeOntoCurrent(mine, base, current));
    setConflict({ loaded: base, current });
    await accept(current);
  };

  // A refused save moves focus to the review's heading, once it is on the page: the heading
  // says what happened, the table under it what changed.
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const save = async () => {
    const parsed = organizationSaveSchema.safeParse({ version: base.version, values });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[1] as Field | undefined;
        if (!field) continue;
        next[field] ??= t(`admin.errors.${organizationValueMessage(issue.message)}`);
      }
      setErrors(next);
      setSummaryFocus((count) => count + 1);
      return;
    }
    setErrors({});
    setSaveFailure(null);
    setSaving(true);
    try {
      const saved = await session.request(recordKey, {
        method: 'PUT',
        body: parsed.data,
        schema: adminOrganizationSchema,
      });
      const changed = saved.version !== base.version;
      setConflict(null);
      setValues(valuesOf(saved));
      await accept(saved);
      announce(
        changed
          ? t('admin.organization.saved', { name: saved.organization })
          : t('admin.organization.unchanged'),
      );
    } catch (problem) {
      if (problem instanceof ApiRequestError && problem.status === 409) {
        await reviewConflict();
        return;
      }
      const details = problem instanceof ApiRequestError ? (problem.body?.details ?? []) : [];
      const next: Errors = {};
      for (const detail of details) {
        const field = /^body\.values\.(\w+)$/.exec(detail.path)?.[1] as Field | undefined;
        if (field) next[field] ??= t(`admin.errors.${organizationValueMessage(detail.message)}`);
      }
      if (Object.keys(next).length > 0) {
        setErrors(next);
      } else {
        console.error('Saving the organisation failed', problem);
        setSaveFailure(t('admin.organization.saveFailed'));
      }
      setSummaryFocus((count) => count + 1);
    } finally {
      setSaving(false);
    }
  };

  const summaryItems = EDITABLE_ORGANIZATION_FIELDS.flatMap((field) =>
    errors[field] ? [{ targetId: fieldId(field), message: errors[field] }] : [],
  );

  return (
    <>
      {fromReport ? (
        <p>
          <Link href={adminReportPath(fromReport)}>{t('admin.organization.backToReport')}</Link>
        </p>
      ) : null}
      <PageHeading
        hasErrors={summaryItems.length > 0}
        title={t('admin.organization.heading', { name: base.organization })}
      >
        {t('admin.organization.heading', { name: base.organization })}
      </PageHeading>
      <ErrorSummary
        title={t('admin.organization.errorTitle')}
        items={summaryItems}
        description={saveFailure ?? undefined}
        focusKey={summaryFocus}
      />
      {conflict ? (
        <ConflictReview conflict={conflict} values={values} headingRef={conflictRef} />
      ) : null}
      <section aria-labelledby="organization-details" className="admin-panel">
        <h2 id="organization-details">{t('admin.organization.details')}</h2>
        <Form
          validationBehavior="aria"
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {EDITABLE_ORGANIZATION_FIELDS.map((field) =>
            MULTI_LINE.has(field) ? (
              <TextField
                key={field}
                id={fieldId(field)}
                className="field"
                value={values[field]}
                onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
                validationBehavior="aria"
                isInvalid={Boolean(errors[field])}
                lang={
                  field === 'description_sp' ? 'es' : field === 'description' ? 'en' : undefined
                }
              >
                <Label className="field-label">{t(`admin.fields.${field}`)}</Label>
                <FieldErrorMessage>{errors[field]}</FieldErrorMessage>
                <TextArea className="input textarea" rows={4} />
              </TextField>
            ) : (
              <FormTextField
                key={field}
                id={fieldId(field)}
                label={t(`admin.fields.${field}`)}
                hint={field === 'state' ? t('admin.organization.stateHint') : undefined}
                type={
                  field === 'website' ? 'url' : field.match(/phone|tollfree|tty/) ? 'tel' : 'text'
                }
                value={values[field]}
                onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
                errorMessage={errors[field]}
              />
            ),
          )}
          <Button type="submit" className="button button-primary" isPending={isSaving}>
            {isSaving ? t('admin.organization.saving') : t('admin.organization.save')}
          </Button>
        </Form>
      </section>
      <VerifyPanel
        record={base}
        isDirty={isDirty}
        onVerified={accept}
        onConflict={reviewConflict}
        language={language}
      />
      <HistoryPanel historyKey={historyKey} />
    </>
  );
}

function ConflictReview({
  conflict,
  values,
  headingRef,
}: {
  conflict: Conflict;
  values: Values;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t, language } = useI18n();
  const changed = changedMeanwhile(conflict.loaded, conflict.current);
  const shown = (value: string | null) => shownValue(value, language) ?? t('admin.empty');
  return (
    <section aria-labelledby="organization-conflict" className="admin-panel admin-conflict">
      <h2 id="organization-conflict" ref={headingRef} tabIndex={-1}>
        {t('admin.organization.conflict.heading')}
      </h2>
      <p>{t('admin.organization.conflict.body')}</p>
      {changed.length > 0 ? (
        <table className="admin-static-table">
          <caption>{t('admin.organization.conflict.caption')}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('admin.organization.conflict.loaded')}</th>
              <th scope="col">{t('admin.organization.conflict.current')}</th>
              <th scope="col">{t('admin.organization.conflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((field) => (
              <tr key={field}>
                <th scope="row">{t(`admin.fields.${field}`)}</th>
                <td>{shown(conflict.loaded[field])}</td>
                <td>{shown(conflict.current[field])}</td>
                <td>{shown(values[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('admin.organization.conflict.none')}</p>
      )}
    </section>
  );
}

function VerifyPanel({
  record,
  isDirty,
  onVerified,
  onConflict,
  language,
}: {
  record: AdminOrganization;
  isDirty: boolean;
  onVerified: (record: AdminOrganization) => Promise<void>;
  onConflict: () => Promise<void>;
  language: 'en' | 'sp';
}) {
  const { t } = useI18n();
  const session = useSession();
  const [how, setHow] = useState<VerifyMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const date = formatDate(record.verified_at, language);

  const verify = async () => {
    if (isDirty) {
      setError(t('admin.organization.verify.saveFirst'));
      announce(t('admin.organization.verify.saveFirst'), 'assertive');
      return;
    }
    if (!how) {
      setError(t('admin.errors.howRequired'));
      groupRef.current?.querySelector('input')?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const verified = await session.request(`/api/v1/admin/organizations/${record.id}/verify`, {
        method: 'POST',
        // Dated by the operator's own calendar, not the server's.
        body: {
          version: record.version,
          how,
          time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        schema: adminOrganizationSchema,
      });
      await onVerified(verified);
      announce(t('admin.organization.verify.done', { how: t(`admin.how.${how}`) }));
    } catch (problem) {
      if (problem instanceof ApiRequestError && problem.status === 409) {
        await onConflict();
        return;
      }
      console.error('Marking the organisation verified failed', problem);
      setError(t('admin.organization.verify.failed'));
      announce(t('admin.organization.verify.failed'), 'assertive');
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="organization-verify" className="admin-panel">
      <h2 id="organization-verify">{t('admin.organization.verify.heading')}</h2>
      <p>
        {date === null
          ? t('admin.organization.verify.never')
          : record.verified_by && record.verified_how
            ? t('admin.organization.verify.last', {
                date,
                operator: record.verified_by,
                how: t(`admin.how.${record.verified_how}`),
              })
            : t('admin.organization.verify.lastWithoutOperator', { date })}
      </p>
      <RadioGroup
        ref={groupRef}
        className="field radio-group"
        value={how}
        onChange={(value) => setHow(value as VerifyMethod)}
        isInvalid={error === t('admin.errors.howRequired')}
        validationBehavior="aria"
      >
        <Label>{t('admin.organization.verify.howLabel')}</Label>
        <FieldErrorMessage>
          {error === t('admin.errors.howRequired') ? error : null}
        </FieldErrorMessage>
        {VERIFY_METHODS.map((method) => (
          <RadioChoice key={method} value={method}>
            {t(`admin.how.${method}`)}
          </RadioChoice>
        ))}
      </RadioGroup>
      {error && error !== t('admin.errors.howRequired') ? (
        <p className="message message-error">{error}</p>
      ) : null}
      <Button className="button" onPress={() => void verify()} isPending={isSending}>
        {t('admin.organization.verify.button')}
      </Button>
    </section>
  );
}

function HistoryPanel({ historyKey }: { historyKey: string }) {
  const { t, language } = useI18n();
  const session = useSession();
  const { load, retry } = useApiData(historyKey, (path) =>
    session.request(path, { schema: organizationHistorySchema }),
  );
  const fieldName = (field: string) => t(`admin.fields.${field}` as TranslationKey);
  const shown = (field: string, value: string | null) =>
    field === 'verified_how' && value
      ? t(`admin.how.${value}` as TranslationKey)
      : (shownValue(value, language) ?? t('admin.empty'));
  return (
    <section aria-labelledby="organization-history" className="admin-panel">
      <h2 id="organization-history">{t('admin.organization.history.heading')}</h2>
      <LoadState
        load={load}
        isEmpty={(history) => history.data.length === 0}
        isEmptyQuiet
        loadingText={t('admin.organization.history.loading')}
        failedText={t('admin.organization.history.failed')}
        emptyText={t('admin.organization.history.empty')}
        retryText={t('admin.retry')}
        onRetry={retry}
      />
      {load.status === 'ready' && load.data.data.length > 0 ? (
        <table className="admin-static-table">
          <caption>{t('admin.organization.history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.organization.history.when')}</th>
              <th scope="col">{t('admin.organization.history.field')}</th>
              <th scope="col">{t('admin.organization.history.old')}</th>
              <th scope="col">{t('admin.organization.history.new')}</th>
              <th scope="col">{t('admin.organization.history.operator')}</th>
            </tr>
          </thead>
          <tbody>
            {load.data.data.map((change) => (
              <tr key={change.id}>
                <td>{formatDateTime(change.changed_at, language)}</td>
                <th scope="row">{fieldName(change.field)}</th>
                <td>{shown(change.field, change.old_value)}</td>
                <td>{shown(change.field, change.new_value)}</td>
                <td>{change.operator}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
