import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import {
  sandboxConfirmRequestSchema,
  sandboxConfirmResponseSchema,
  type SandboxConfirmRequest,
} from '../../contracts/payments.ts';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import type { CardFormProps, ConfirmOutcome } from './card-confirmation.ts';
import { cardErrorKey, cardErrorMessage } from './card-error-message.ts';

type Field = 'number' | 'expiry' | 'cvc';
type Errors = Partial<Record<Field, TranslationKey>>;

const FIELD_IDS: Record<Field, string> = {
  number: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
};

const FIRST_EXPIRY_YEAR = 2000;
const LAST_EXPIRY_YEAR = 2099;

/**
 * "04/29", "4 / 29", "0429", "04/2029" or "042029" → month and four-digit year; null when it
 * is not a date. People copy the year as printed or as their bank writes it: both are fine.
 */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const trimmed = text.trim();
  const match =
    /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(trimmed) ??
    // Without a slash the month needs both digits when the year has four ("12028" is unclear).
    /^(\d{1,2})(\d{2})$/.exec(trimmed) ??
    /^(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const month = Number(match[1]);
  const digits = match[2] ?? '';
  const year = digits.length === 2 ? FIRST_EXPIRY_YEAR + Number(digits) : Number(digits);
  if (month < 1 || month > 12 || year < FIRST_EXPIRY_YEAR || year > LAST_EXPIRY_YEAR) return null;
  return { month, year };
}

/**
 * The local sandbox's card form (no Stripe keys configured): plain fields with visible
 * labels and autocomplete tokens, checked with the shared contract, then confirmed by the
 * sandbox, which answers with the same return address and parameters as Stripe.
 */
export function SandboxCardForm({ clientSecret, returnUrl, pay, isPaying }: CardFormProps) {
  const { t } = useI18n();
  const session = useSession();
  const [values, setValues] = useState<Record<Field, string>>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [focusKey, setFocusKey] = useState(0);

  const showErrors = (found: Errors) => {
    setErrors(found);
    setFocusKey((key) => key + 1);
  };

  /** The body for the sandbox, or null after showing what is wrong with the fields. */
  const validate = (): SandboxConfirmRequest | null => {
    const expiry = parseExpiry(values.expiry);
    const parsed = sandboxConfirmRequestSchema.safeParse({
      client_secret: clientSecret,
      card_number: values.number,
      exp_month: expiry?.month ?? 0,
      exp_year: expiry?.year ?? 0,
      cvc: values.cvc,
      return_url: returnUrl,
    });
    const found: Errors = {};
    if (!values.number.trim()) found.number = 'payments.card.numberRequired';
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      if (issue.path[0] === 'card_number') found.number ??= 'payments.card.numberInvalid';
      if (issue.path[0] === 'cvc') found.cvc = 'payments.card.cvcInvalid';
    }
    if (!expiry) found.expiry = 'payments.card.expiryInvalid';
    if (!parsed.success || Object.keys(found).length > 0) {
      showErrors(found);
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  const confirm = async (body: SandboxConfirmRequest): Promise<ConfirmOutcome> => {
    try {
      const result = await session.request('/api/v1/sandbox/confirm', {
        method: 'POST',
        body,
        schema: sandboxConfirmResponseSchema,
      });
      if (result.status === 'succeeded') return { status: 'redirect', to: result.redirect_url };
      const message = cardErrorMessage(
        { code: result.error_code, message: result.error_message },
        t,
      );
      return { status: 'failed', message };
    } catch (error) {
      // The sandbox refuses a card as Stripe's form would: on the field it concerns.
      const detail = error instanceof ApiRequestError ? error.body?.details[0] : undefined;
      if (detail?.path === 'body.card_number' || detail?.path === 'body.exp_month') {
        const isNumber = detail.path === 'body.card_number';
        const key =
          cardErrorKey(detail.code) ??
          (isNumber ? 'payments.card.numberInvalid' : 'payments.card.expiryInvalid');
        showErrors(isNumber ? { number: key } : { expiry: key });
        return { status: 'invalid' };
      }
      throw error;
    }
  };

  const field = (name: Field) => ({
    id: FIELD_IDS[name],
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    errorMessage: errors[name] ? t(errors[name]) : undefined,
    isRequired: true,
  });
  const summary = (Object.keys(FIELD_IDS) as Field[]).flatMap((name) => {
    const key = errors[name];
    return key ? [{ targetId: FIELD_IDS[name], message: t(key) }] : [];
  });

  return (
    <Form
      className="card-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (isPaying) return;
        const body = validate();
        if (body) void pay(() => confirm(body));
      }}
    >
      {summary.length > 0 ? (
        <ErrorSummary title={t('payments.card.summaryTitle')} items={summary} focusKey={focusKey} />
      ) : null}
      <fieldset className="fieldset">
        <legend className="field-label">{t('payments.card.legend')}</legend>
        <FormTextField
          {...field('number')}
          label={t('payments.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck="false"
        />
        <FormTextField
          {...field('expiry')}
          label={t('payments.card.expiry')}
          hint={t('payments.card.expiryHint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          spellCheck="false"
        />
        <FormTextField
          {...field('cvc')}
          label={t('payments.card.cvc')}
          hint={t('payments.card.cvcHint')}
          inputMode="numeric"
          autoComplete="cc-csc"
          spellCheck="false"
        />
      </fieldset>
      <section className="test-cards" aria-labelledby="test-cards-heading">
        <h2 id="test-cards-heading">{t('payments.card.testHeading')}</h2>
        <p>{t('payments.card.testNote')}</p>
        <ul>
          <li>{t('payments.card.testSuccess')}</li>
          <li>{t('payments.card.testDeclined')}</li>
          <li>{t('payments.card.testFunds')}</li>
        </ul>
      </section>
      <div className="form-actions">
        <Button type="submit" className="button button-primary" isPending={isPaying}>
          {isPaying ? t('payments.payment.paying') : t('payments.payment.payNow')}
        </Button>
      </div>
    </Form>
  );
}
