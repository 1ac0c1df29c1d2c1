import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { updatePaymentStatusResponseSchema } from '../../contracts/payments.ts';
import { userResponseSchema } from '../../contracts/current-user.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { ROUTES } from '../../lib/destinations.ts';
import { clearPendingOrder } from '../../lib/pending-order.ts';
import { useSession } from '../../lib/session.tsx';
import { RETURN_FAILED_STATE } from './card-confirmation.ts';

/**
 * `/?order_id=...&redirect_status=...`: the return from the card provider. The server asks the
 * provider itself and believes only it, so a forged or replayed address changes nothing and
 * ends here as "Payment failed!". Either way the address bar loses the parameters.
 */
export default function PaymentReturnPage() {
  const { t } = useI18n();
  const session = useSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    // Once: the order's status is asked for a single time, even under StrictMode.
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const orderId = params.get('order_id') ?? '';
    const reported =
      params.get('redirect_status') === 'succeeded' ? 'PAYMENT_SUCCESS' : 'PAYMENT_FAILED';

    const check = async () => {
      const { data } = await session.request('/api/v1/update-payment-status', {
        method: 'POST',
        body: { order_id: orderId, status: reported },
        schema: updatePaymentStatusResponseSchema,
      });
      if (data.plan_status !== 'succeeded') return false;
      // The subscription changed: load the user again so the header and redirects follow.
      const { data: user } = await session.request('/api/v1/getUserInfo', {
        method: 'POST',
        body: {},
        schema: userResponseSchema,
      });
      session.updateUser(user);
      return true;
    };

    check().then(
      (paid) => finish(paid),
      (error: unknown) => {
        console.error('The payment status could not be confirmed', error);
        finish(false);
      },
    );

    function finish(paid: boolean) {
      if (paid) {
        clearPendingOrder();
        showToast({ title: t('payments.return.success'), tone: 'success' });
        navigate(ROUTES.dashboard, { replace: true });
      } else {
        showToast({ title: t('payments.return.failed'), tone: 'error' });
        navigate(ROUTES.payment, { replace: true, state: { [RETURN_FAILED_STATE]: true } });
      }
    }
    // Runs once for the address the provider returned to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="page">
      <PageHeading>{t('payments.return.heading')}</PageHeading>
      <p>{t('payments.return.checking')}</p>
    </div>
  );
}
