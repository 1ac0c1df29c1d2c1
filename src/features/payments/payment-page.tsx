import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import {
  createSubscriptionResponseSchema,
  paymentConfigResponseSchema,
  type CreateSubscriptionRequest,
} from '../../contracts/payments.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { ROUTES } from '../../lib/destinations.ts';
import { readPendingOrder } from '../../lib/pending-order.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { STORAGE_KEYS } from '../../lib/sign-in.tsx';
import { readStored } from '../../lib/storage.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { RETURN_FAILED_STATE, type ConfirmOutcome, type Pay } from './card-confirmation.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';

// Stripe's code is fetched only when this deployment uses Stripe, and only on this page.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

function returnFailedState(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && RETURN_FAILED_STATE in state;
}

/** /payment: the card form for the order saved on step 5. */
export default function PaymentPage() {
  const { t } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const [order] = useState(readPendingOrder);
  const [returnFailed] = useState(returnFailedState);
  const [isPaying, setIsPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isUsersOrder = order !== null && user !== null && order.user_id === user.user_id;
  // Only a member sends the member coupon; the server checks it again.
  const coupon = user?.is_ausa_member === 1 ? readStored(STORAGE_KEYS.coupon) : null;

  const { load, retry } = useApiData(
    isUsersOrder ? `subscription:${order.order_id}` : null,
    async () => {
      if (!order || !user) throw new Error('No order');
      const body: CreateSubscriptionRequest = {
        userPaymentId: order.user_payment_id,
        orderId: order.order_id,
        userId: user.user_id,
        paymentPlanId: order.payment_plan_id,
        userEmail: user.email,
        userName: `${user.first_name} ${user.last_name}`.trim(),
        ...(coupon ? { coupon } : {}),
      };
      const [config, created] = await Promise.all([
        session.request('/api/v1/payment-config', { schema: paymentConfigResponseSchema }),
        session.request('/api/v1/create-subscription', {
          method: 'POST',
          body,
          schema: createSubscriptionResponseSchema,
        }),
      ]);
      return { config, clientSecret: created.clientSecret, orderId: created.orderId };
    },
    // Each create-subscription call issues a new card secret: one per order and page.
    { once: true },
  );

  if (!user) return null;

  /**
   * Confirms the card with the provider. The page writes nothing else: the server marks the
   * profile complete when it verifies the payment (the return's update-payment-status or the
   * signed webhook, issue 42), so a tab closed mid-payment cannot leave a profile complete
   * with nothing paid. This replaces the spec's edit-user calls around the confirmation
   * (section 4, steps 4 and 5); the edit-user route itself still answers them.
   */
  const pay: Pay = async (confirm) => {
    setIsPaying(true);
    setFailure(null);
    let outcome: ConfirmOutcome;
    try {
      outcome = await confirm();
    } catch (error) {
      console.error('Payment failed', error);
      outcome = { status: 'failed', message: null };
    }
    if (outcome.status === 'leaving') return;
    if (outcome.status === 'redirect') {
      const target = new URL(outcome.to, window.location.origin);
      navigate(`${target.pathname}${target.search}`, { replace: true });
      return;
    }
    setIsPaying(false);
    if (outcome.status === 'invalid') return;
    const message = t('payments.payment.failed', {
      message: outcome.message ?? t('payments.payment.unknownError'),
    });
    setFailure(message);
    // The toast announces itself (role="alert"); the inline copy stays for reading again.
    showToast({ title: message, tone: 'error' });
  };

  return (
    <div className="page payment-page">
      <PageHeading>{t('payments.payment.heading')}</PageHeading>
      {returnFailed ? (
        <div className="message message-error">
          <p>{t('payments.payment.returnFailed')}</p>
          <p>{t('payments.payment.returnFailedHelp')}</p>
        </div>
      ) : null}
      {!isUsersOrder ? (
        <>
          <p>{t('payments.payment.noOrder')}</p>
          <Link href={ROUTES.step5} className="button button-primary">
            {t('payments.payment.choosePlan')}
          </Link>
        </>
      ) : (
        <>
          <p className="lead">{t('payments.payment.intro')}</p>
          <LoadState
            load={load}
            loadingText={t('payments.payment.preparing')}
            failedText={t('payments.payment.prepareFailed')}
            retryText={t('payments.payment.retry')}
            onRetry={retry}
          />
          {load.status === 'ready' ? (
            <>
              {load.data.config.trial_available ? (
                <p className="message">
                  {t('payments.payment.trialNote', { months: load.data.config.trial_months })}
                </p>
              ) : null}
              {coupon && load.data.config.member_discount ? (
                <p className="message message-success">
                  {t('payments.payment.memberNote', {
                    percent: load.data.config.member_discount_percent,
                  })}
                </p>
              ) : null}
              <p>{t('payments.payment.notSaved')}</p>
              {load.data.config.gateway === 'stripe' && load.data.config.publishable_key ? (
                <Suspense fallback={<p>{t('payments.payment.preparing')}</p>}>
                  <StripeCardForm
                    publishableKey={load.data.config.publishable_key}
                    clientSecret={load.data.clientSecret}
                    returnUrl={returnUrlFor(load.data.orderId)}
                    pay={pay}
                    isPaying={isPaying}
                  />
                </Suspense>
              ) : (
                <SandboxCardForm
                  clientSecret={load.data.clientSecret}
                  returnUrl={returnUrlFor(load.data.orderId)}
                  pay={pay}
                  isPaying={isPaying}
                />
              )}
              {failure ? <p className="message message-error">{failure}</p> : null}
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The spec's return address: the site root with the order id. */
function returnUrlFor(orderId: string): string {
  const url = new URL('/', window.location.origin);
  url.searchParams.set('order_id', orderId);
  return url.href;
}
