import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import type { CardFormProps, ConfirmOutcome } from './card-confirmation.ts';

// One Stripe.js per publishable key for the page's lifetime (Stripe asks for it to be
// loaded once). The /pure entry loads nothing until loadStripe is called, here.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

/** Stripe's Payment Element, in the interface language, confirmed with the return address. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const { language } = useI18n();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret: props.clientSecret, locale: language === 'sp' ? 'es' : 'en' }}
    >
      <PaymentElementForm {...props} />
    </Elements>
  );
}

function PaymentElementForm({ clientSecret, returnUrl, pay, isPaying }: CardFormProps) {
  const { t } = useI18n();
  const stripe = useStripe();
  const elements = useElements();
  const [isReady, setIsReady] = useState(false);

  const confirm = async (): Promise<ConfirmOutcome> => {
    if (!stripe || !elements) return { status: 'failed', message: null };
    // A trial saves the card (a SetupIntent); a paid plan charges it (a PaymentIntent).
    const options = { elements, confirmParams: { return_url: returnUrl } };
    const { error } = clientSecret.startsWith('seti_')
      ? await stripe.confirmSetup(options)
      : await stripe.confirmPayment(options);
    // Without an error Stripe is already taking the browser to the return address. Errors
    // on the card's fields are shown by the Payment Element itself.
    if (!error) return { status: 'leaving' };
    if (error.type === 'validation_error') return { status: 'invalid' };
    return { status: 'failed', message: error.message ?? null };
  };

  return (
    <Form
      className="card-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isPaying) void pay(confirm);
      }}
    >
      <PaymentElement onReady={() => setIsReady(true)} />
      <div className="form-actions">
        <Button type="submit" className="button button-primary" isPending={isPaying || !isReady}>
          {isPaying ? t('payments.payment.paying') : t('payments.payment.payNow')}
        </Button>
      </div>
    </Form>
  );
}
