import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Heading, Input, Label, TextField } from 'react-aria-components';
import { FieldErrorMessage, FieldHint } from '../../components/ui/field-text.tsx';
import { isEmailAddress } from '../../contracts/email.ts';
import type { SubscribeResponse } from '../../contracts/subscribe.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { apiRequest } from '../../lib/api-client.ts';

type Outcome = { kind: 'success'; code: SubscribeResponse['code'] } | { kind: 'failure' } | null;

/** The spec clears the failure message after 5 seconds. */
export const FAILURE_MESSAGE_MS = 5000;

export function SubscribeForm() {
  const { t, language } = useI18n();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (outcome?.kind !== 'failure') return;
    const timer = setTimeout(() => setOutcome(null), FAILURE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!isEmailAddress(value)) {
      setInvalid(true);
      setOutcome(null);
      inputRef.current?.focus();
      announce(t('subscribe.invalid'), 'assertive');
      return;
    }
    setInvalid(false);
    setPending(true);
    try {
      // The footer is on every page: its contract (and zod) load only when someone subscribes.
      const { subscribeResponseSchema } = await import('../../contracts/subscribe.ts');
      const result = await apiRequest('/api/v1/subscribe', {
        method: 'POST',
        body: { email: value, language },
        schema: subscribeResponseSchema,
      });
      setOutcome({ kind: 'success', code: result.code });
      setEmail('');
      announce(
        t(result.code === 'subscribed' ? 'subscribe.subscribed' : 'subscribe.alreadySubscribed'),
      );
    } catch (error) {
      console.error('Failed to subscribe', error);
      setOutcome({ kind: 'failure' });
      announce(t('subscribe.failed'), 'assertive');
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="subscribe" aria-labelledby="subscribe-heading">
      <Heading level={2} id="subscribe-heading" className="subscribe-heading">
        {t('subscribe.heading')}
      </Heading>
      <p>{t('subscribe.intro')}</p>
      <Form className="subscribe-form" onSubmit={onSubmit} validationBehavior="aria">
        <TextField
          className="field"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (invalid) setInvalid(false);
          }}
          isInvalid={invalid}
        >
          <Label className="field-label">{t('subscribe.label')}</Label>
          <FieldHint>{t('subscribe.hint')}</FieldHint>
          <FieldErrorMessage>{invalid ? t('subscribe.invalid') : null}</FieldErrorMessage>
          <Input ref={inputRef} className="input" spellCheck={false} />
        </TextField>
        <Button type="submit" className="button button-primary" isPending={pending}>
          {pending ? t('subscribe.sending') : t('subscribe.submit')}
        </Button>
      </Form>
      {/* Shown as text too; the announcer already spoke it, so this is not a live region. */}
      {outcome?.kind === 'success' ? (
        <p className="message message-success">
          {t(
            outcome.code === 'subscribed' ? 'subscribe.subscribed' : 'subscribe.alreadySubscribed',
          )}
        </p>
      ) : null}
      {outcome?.kind === 'failure' ? (
        <p className="message message-error">{t('subscribe.failed')}</p>
      ) : null}
    </section>
  );
}
