import { useRef, useState } from 'react';
import { Button, Label, RadioGroup, TextArea, TextField } from 'react-aria-components';
import {
  PROBLEM_DETAILS_MAX_LENGTH,
  PROBLEM_KINDS,
  problemReportCreatedSchema,
  problemReportRequestSchema,
  type ProblemKind,
} from '../../contracts/problem-reports.ts';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { useSession } from '../../lib/session.tsx';
import { FieldErrorMessage, FieldHint } from '../ui/field-text.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { FormTextField } from '../ui/form-text-field.tsx';
import { RadioChoice } from '../ui/radio-choice.tsx';

type Field = 'kind' | 'details' | 'reply_email';
type Errors = Partial<Record<Field, string>>;

/** The kinds an organisation can be wrong in; a guide is only ever "other" (its words). */
const ORGANIZATION_KINDS = PROBLEM_KINDS;

/**
 * "Report a problem" (issue 37) for an organisation or a guide: what is wrong, in the
 * reporter's words, and where to reply if they want a reply. The contract checks the form
 * here and the server checks it again; a field's message is the contract's key, translated.
 * Sent, the dialog closes, focus goes back to the button (React Aria) and the announcer says
 * it once. Nothing typed is lost when sending fails: the dialog stays open with the message.
 */
export function ReportProblemDialog({
  target,
  name,
}: {
  target: { type: 'organization' | 'guide'; id: number };
  /** The organisation's name or the guide's title: the button and the dialog say it. */
  name: string;
}) {
  const { t, language } = useI18n();
  const session = useSession();
  const kinds = target.type === 'organization' ? ORGANIZATION_KINDS : null;
  const [kind, setKind] = useState<ProblemKind | null>(kinds ? null : 'other');
  const [details, setDetails] = useState('');
  const [replyEmail, setReplyEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [isSending, setSending] = useState(false);
  const kindRef = useRef<HTMLDivElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const reset = () => {
    setKind(kinds ? null : 'other');
    setDetails('');
    setReplyEmail('');
    setErrors({});
    setFailed(false);
  };

  const send = async (close: () => void) => {
    const parsed = problemReportRequestSchema.safeParse({
      target,
      kind: kind ?? undefined,
      details,
      reply_email: replyEmail,
      language,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= t(`organizations.report.errors.${issue.message}` as TranslationKey);
      }
      setErrors(next);
      // The first field with a problem takes focus: its label and message are read with it,
      // so nothing else needs saying.
      if (next.kind) kindRef.current?.querySelector('input')?.focus();
      else if (next.details) detailsRef.current?.focus();
      else emailRef.current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    setFailed(false);
    try {
      await session.request('/api/v1/problem-reports', {
        method: 'POST',
        body: parsed.data,
        schema: problemReportCreatedSchema,
      });
      close();
      reset();
      announce(t('organizations.report.sent', { name }), 'polite');
    } catch (error) {
      console.error('Failed to send a problem report', error);
      setFailed(true);
      announce(t('organizations.report.failed'), 'assertive');
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      trigger={
        // Named with the record, so a list of these buttons read out of context says whose.
        <Button
          className="link-button report-problem"
          aria-label={t('organizations.report.openFor', { name })}
        >
          {t('organizations.report.open')}
        </Button>
      }
      title={t('organizations.report.title', { name })}
      onOpenChange={(open) => open || reset()}
      onSubmit={(close) => void send(close)}
      submitLabel={t('organizations.report.send')}
      pendingLabel={t('organizations.report.sending')}
      isPending={isSending}
      cancelLabel={t('organizations.report.cancel')}
    >
      <p>{t('organizations.report.intro')}</p>
      {kinds ? (
        <RadioGroup
          ref={kindRef}
          className="field radio-group"
          value={kind}
          onChange={(value) => setKind(value as ProblemKind)}
          isInvalid={Boolean(errors.kind)}
          validationBehavior="aria"
        >
          <Label>{t('organizations.report.kindLabel')}</Label>
          <FieldErrorMessage>{errors.kind}</FieldErrorMessage>
          {kinds.map((option) => (
            <RadioChoice key={option} value={option}>
              {t(`organizations.report.kinds.${option}`)}
            </RadioChoice>
          ))}
        </RadioGroup>
      ) : null}
      <TextField
        className="field"
        value={details}
        onChange={setDetails}
        validationBehavior="aria"
        isInvalid={Boolean(errors.details)}
      >
        <Label className="field-label">{t('organizations.report.detailsLabel')}</Label>
        <FieldHint>
          {t('organizations.report.detailsHint', {
            count: PROBLEM_DETAILS_MAX_LENGTH,
            left: PROBLEM_DETAILS_MAX_LENGTH - details.length,
          })}
        </FieldHint>
        <FieldErrorMessage>{errors.details}</FieldErrorMessage>
        <TextArea ref={detailsRef} className="input textarea" rows={5} />
      </TextField>
      <FormTextField
        label={t('organizations.report.emailLabel')}
        hint={t('organizations.report.emailHint')}
        type="email"
        autoComplete="email"
        value={replyEmail}
        onChange={setReplyEmail}
        errorMessage={errors.reply_email}
        inputRef={emailRef}
      />
      {failed ? <p className="message message-error">{t('organizations.report.failed')}</p> : null}
    </FormDialog>
  );
}
