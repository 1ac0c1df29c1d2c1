import { useRef, useState } from 'react';
import { Button, CheckboxButton, CheckboxField } from 'react-aria-components';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { isEmailAddress } from '../../contracts/email.ts';
import { emailListResponseSchema, LIST_EMAIL_MAX_ADDRESSES } from '../../contracts/my-list.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { apiErrorMessageKey } from '../../lib/api-error-messages.ts';
import { useMyList } from '../../lib/saved-items.ts';

const SLOTS = Array.from({ length: LIST_EMAIL_MAX_ADDRESSES }, (_, index) => index);

/**
 * "E-mail my list": up to three addresses, checked with the same rule as the footer's
 * subscribe form, sent in the page's language. A failed check focuses the first field in
 * error, whose message is read with it; success closes the dialog (focus returns to the
 * button) and is said once through the announcer.
 */
export function EmailListDialog() {
  const { t, tp, language } = useI18n();
  const { session } = useMyList();
  const [addresses, setAddresses] = useState<string[]>(SLOTS.map(() => ''));
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const [includeNotes, setIncludeNotes] = useState(false);
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const reset = () => {
    setAddresses(SLOTS.map(() => ''));
    setErrors([]);
    setIncludeNotes(false);
    setFailure(null);
  };

  const send = async (close: () => void) => {
    if (isSending) return;
    const trimmed = addresses.map((address) => address.trim());
    const found = trimmed.map((address) =>
      address !== '' && !isEmailAddress(address) ? t('myList.email.invalid') : undefined,
    );
    const given = trimmed.filter((address) => address !== '');
    if (given.length === 0) found[0] = t('myList.email.none');
    setErrors(found);
    const first = found.findIndex(Boolean);
    if (first >= 0) {
      inputs.current[first]?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const { queued } = await session.request('/api/v1/my-list/email', {
        method: 'POST',
        body: { addresses: given, language, include_notes: includeNotes },
        schema: emailListResponseSchema,
      });
      close();
      announce(tp('myList.email.sent', queued));
    } catch (error) {
      console.error('E-mailing the list failed', error);
      const key = apiErrorMessageKey(error);
      const message = key ? t(key) : t('myList.email.failed');
      setFailure(message);
      announce(message, 'assertive');
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      trigger={<Button className="button">{t('myList.email.button')}</Button>}
      title={t('myList.email.dialogTitle')}
      onOpenChange={(isOpen) => {
        if (isOpen) reset();
      }}
      onSubmit={(close) => void send(close)}
      submitLabel={t('myList.email.send')}
      pendingLabel={t('myList.email.sending')}
      isPending={isSending}
      cancelLabel={t('myList.email.cancel')}
    >
      <p>{t('myList.email.intro')}</p>
      {SLOTS.map((slot) => (
        <FormTextField
          key={slot}
          type="email"
          autoComplete="email"
          label={t('myList.email.address', { number: slot + 1 })}
          hint={slot === 0 ? undefined : t('myList.email.addressHint')}
          value={addresses[slot] ?? ''}
          onChange={(value) =>
            setAddresses((current) =>
              current.map((entry, index) => (index === slot ? value : entry)),
            )
          }
          errorMessage={errors[slot]}
          inputRef={(element) => {
            inputs.current[slot] = element;
          }}
        />
      ))}
      <CheckboxField isSelected={includeNotes} onChange={setIncludeNotes}>
        <CheckboxButton className="checkbox">
          <span className="checkbox-indicator" aria-hidden="true" />
          {t('myList.email.includeNotes')}
        </CheckboxButton>
      </CheckboxField>
      {failure ? <p className="field-error">{failure}</p> : null}
    </FormDialog>
  );
}
