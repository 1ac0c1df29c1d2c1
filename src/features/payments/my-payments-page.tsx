import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { userPaymentsResponseSchema, type PaymentRecord } from '../../contracts/payments.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { formatDate, formatUsd } from '../../lib/format.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';

/** Who sells the plan, as the receipt names it. */
const RETAILER = 'Vision Hub';

/**
 * /my-payments: the payments made, newest first, each with its receipt in a drawer. Orders
 * never paid (a card declined, a payment abandoned) are not payments and are left out.
 */
export default function MyPaymentsPage() {
  const { t } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const { load, retry } = useApiData(user ? `payments:${user.user_id}` : null, async () => {
    const response = await session.request(`/api/v1/getUserPayments/${user?.user_id}`, {
      schema: userPaymentsResponseSchema,
    });
    return response.data.filter((record) => record.plan_status === 'succeeded');
  });
  if (!user) return null;

  return (
    <div className="page">
      <PageHeading>{t('payments.myPayments.heading')}</PageHeading>
      <LoadState
        load={load}
        isEmpty={(records) => records.length === 0}
        loadingText={t('payments.myPayments.loading')}
        failedText={t('payments.myPayments.failed')}
        emptyText={t('payments.myPayments.empty')}
        retryText={t('payments.myPayments.retry')}
        onRetry={retry}
      />
      {load.status === 'ready' && load.data.length > 0 ? (
        <div className="table-wrap">
          <table className="payments-table">
            <caption>{t('payments.myPayments.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="col-order">
                  {t('payments.myPayments.orderNumber')}
                </th>
                <th scope="col" className="col-package">
                  {t('payments.myPayments.package')}
                </th>
                <th scope="col" className="col-date">
                  {t('payments.myPayments.date')}
                </th>
                <th scope="col" className="col-price">
                  {t('payments.myPayments.price')}
                </th>
                <th scope="col">{t('payments.myPayments.details')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.map((record) => (
                <PaymentRow key={record.user_payment_id} record={record} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function PaymentRow({ record }: { record: PaymentRecord }) {
  const { t, language } = useI18n();
  const product = language === 'sp' ? record.plan_desc_sp : record.plan_desc;
  const date = formatDate(record.plan_start_date, language) ?? '-';
  const price = formatUsd(record.plan_amount, language);
  const receiptTitle = t('payments.myPayments.receipt', { order: record.order_id });

  return (
    <tr>
      <th scope="row" className="order-number" data-label={t('payments.myPayments.orderNumber')}>
        {record.order_id}
      </th>
      <td data-label={t('payments.myPayments.package')}>{product}</td>
      <td data-label={t('payments.myPayments.date')}>{date}</td>
      <td data-label={t('payments.myPayments.price')}>{price}</td>
      <td>
        <DialogTrigger>
          {/* Opens a dialog, so a button; named with its order so the list of them is clear. */}
          <Button
            className="link-button"
            aria-label={t('payments.myPayments.viewDetailsOf', { order: record.order_id })}
          >
            {t('payments.myPayments.viewDetails')}
          </Button>
          <ModalOverlay className="modal-overlay drawer-overlay" isDismissable>
            <Modal className="modal drawer">
              <Dialog className="dialog">
                {({ close }) => (
                  <>
                    <Heading slot="title" level={2}>
                      {receiptTitle}
                    </Heading>
                    <dl className="receipt">
                      <dt>{t('payments.myPayments.date')}</dt>
                      <dd>{date}</dd>
                      <dt>{t('payments.myPayments.method')}</dt>
                      <dd>{t('payments.myPayments.card')}</dd>
                      <dt>{t('payments.myPayments.retailer')}</dt>
                      <dd>{RETAILER}</dd>
                      <dt>{t('payments.myPayments.address')}</dt>
                      <dd>-</dd>
                      <dt>{t('payments.myPayments.product')}</dt>
                      <dd>{product}</dd>
                      <dt>{t('payments.myPayments.total')}</dt>
                      <dd>{price}</dd>
                    </dl>
                    <div className="dialog-actions">
                      <Button className="button" onPress={close}>
                        {t('payments.myPayments.close')}
                      </Button>
                    </div>
                  </>
                )}
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
      </td>
    </tr>
  );
}
