import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { toastQueue } from '../../components/ui/toast.tsx';
import type { PaymentConfig } from '../../contracts/payments.ts';
import type { User } from '../../contracts/users.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { storePendingOrder } from '../../lib/pending-order.ts';
import { paymentConfig } from '../../testing/onboarding-fixtures.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import PaymentPage from './payment-page.tsx';
import { readAs } from '../../testing/description.ts';

const ORDER = { user_payment_id: 31, order_id: 'VH-ABC123', user_id: 7, payment_plan_id: 1 };
const SECRET = 'sandbox_pi_abcdef123456_secret_abcdefgh12345678';

type ConfirmAnswer =
  | { status: 'succeeded' | 'failed'; error_code: string | null; error_message: string | null }
  | Error;

function paymentApi({
  config = {},
  confirm = { status: 'succeeded', error_code: null, error_message: null },
}: { config?: Partial<PaymentConfig>; confirm?: ConfirmAnswer } = {}): Mock {
  return vi.fn(async (path: string, options: { body?: Record<string, unknown> } = {}) => {
    if (path === '/api/v1/payment-config') return paymentConfig(config);
    if (path === '/api/v1/create-subscription') {
      return { clientSecret: SECRET, orderId: ORDER.order_id, subscriptionId: 'sandbox_sub_1' };
    }
    if (path === '/api/v1/sandbox/confirm') {
      if (confirm instanceof Error) throw confirm;
      const url = new URL(String(options.body?.return_url));
      url.searchParams.set('redirect_status', confirm.status);
      return { ...confirm, redirect_url: url.href };
    }
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
}

function setup({
  account = makeUser(),
  request = paymentApi(),
  language = 'en',
}: { account?: User; request?: Mock; language?: Language } = {}) {
  return renderSignedIn(<PaymentPage />, { user: account, request, language });
}

const calls = (request: Mock, path: string) =>
  request.mock.calls
    .filter(([called]) => called === path)
    .map(([, options]) => (options as { body: unknown }).body);
const order = (request: Mock) => request.mock.calls.map(([path]) => path as string);

async function typeCard(user: ReturnType<typeof setup>['user'], number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), '12/34');
  await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
}

describe('/payment', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    storePendingOrder(ORDER);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    toastQueue.clear();
  });

  it('without an order waiting, sends the user to choose a plan', () => {
    window.sessionStorage.clear();
    const { request } = setup();
    expect(
      screen.getByText('There is no plan waiting for payment. Choose a plan first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/client/step-5',
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('creates the subscription, then shows the sandbox form with labels and autocomplete', async () => {
    const { request } = setup();
    expect(screen.getByText('Preparing the secure payment form…')).toBeInTheDocument();
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByRole('textbox', { name: 'Expiry date' })).toHaveAttribute(
      'autocomplete',
      'cc-exp',
    );
    expect(screen.getByRole('textbox', { name: 'Security code' })).toHaveAttribute(
      'autocomplete',
      'cc-csc',
    );
    expect(
      screen.getByText('Vision Hub does not save your payment information.'),
    ).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242: the payment succeeds.')).toBeInTheDocument();
    expect(calls(request, '/api/v1/create-subscription')).toEqual([
      {
        userPaymentId: 31,
        orderId: 'VH-ABC123',
        userId: 7,
        paymentPlanId: 1,
        userEmail: 'maria@example.com',
        userName: 'María Núñez',
      },
    ]);
  });

  it('a member sends the stored coupon and sees the member message', async () => {
    window.localStorage.setItem('coupon', 'AUSA20');
    const { request } = setup({
      account: makeUser({ is_ausa_member: 1, is_trial_account: 1 }),
      request: paymentApi({ config: { member_discount: true, trial_available: true } }),
    });
    expect(
      await screen.findByText(
        'Your 20% veterans-association member discount is applied and will appear on the receipt we e-mail you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing is charged today/)).toBeInTheDocument();
    expect(calls(request, '/api/v1/create-subscription')[0]).toMatchObject({ coupon: 'AUSA20' });
  });

  it('Pay Now only confirms with the return address, and follows it: the server completes the profile', async () => {
    const request = paymentApi();
    const { user, history } = setup({ request });
    await typeCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/\?order_id=VH-ABC123/));
    expect(history.at(-1)).toContain('redirect_status=succeeded');
    // No edit-user call before or after: the server marks the profile complete when it
    // verifies the payment (issue 42).
    expect(order(request).slice(-1)).toEqual(['/api/v1/sandbox/confirm']);
    expect(order(request).filter((path) => path.includes('edit-user'))).toEqual([]);
    expect(calls(request, '/api/v1/sandbox/confirm')).toEqual([
      {
        client_secret: SECRET,
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
        return_url: `${window.location.origin}/?order_id=VH-ABC123`,
      },
    ]);
  });

  it('a declined card: the message inline and in a toast, the profile untouched, card kept', async () => {
    const request = paymentApi({
      confirm: {
        status: 'failed',
        error_code: 'card_declined',
        error_message: 'Your card was declined.',
      },
    });
    const { user, history } = setup({ request, language: 'sp' });
    await user.type(
      await screen.findByRole('textbox', { name: 'Número de tarjeta' }),
      '4000000000000002',
    );
    await user.type(screen.getByRole('textbox', { name: 'Fecha de vencimiento' }), '12/34');
    await user.type(screen.getByRole('textbox', { name: 'Código de seguridad' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    const message =
      'No se pudo hacer el pago: Su tarjeta fue rechazada. No se le cobró nada. Revise los datos de su tarjeta o use otra.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toHaveTextContent(message);
    expect(order(request).filter((path) => path.includes('edit-user'))).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue(
      '4000000000000002',
    );
    expect(screen.getByRole('button', { name: 'Pagar ahora' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(history.at(-1)).toBe('/client/step-2');
  });

  it('checks the fields before anything is sent, with a summary and field messages', async () => {
    const request = paymentApi();
    const { user } = setup({ request });
    await user.type(await screen.findByRole('textbox', { name: 'Expiry date' }), '13/30');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '12');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      readAs('Enter your card number'),
    );
    expect(screen.getByRole('textbox', { name: 'Expiry date' })).toHaveAccessibleDescription(
      /Enter the expiry date as MM\/YY/,
    );
    expect(screen.getByRole('textbox', { name: 'Security code' })).toHaveAccessibleDescription(
      /security code is invalid/,
    );
    // Nothing reaches the server.
    expect(calls(request, '/api/v1/sandbox/confirm')).toEqual([]);
  });

  it('a card the provider refuses as invalid shows on the card number', async () => {
    const invalid = new ApiRequestError(400, {
      code: 'validation_failed',
      details: [
        {
          path: 'body.card_number',
          message: 'Your card number is invalid.',
          code: 'invalid_number',
        },
      ],
      message: 'Your card number is invalid.',
      statusCode: 400,
      timestamp: new Date().toISOString(),
    });
    const { user } = setup({ request: paymentApi({ confirm: invalid }) });
    await typeCard(user, '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
        readAs('Your card number is invalid.'),
      ),
    );
  });

  it('cannot be paid twice while a payment is pending', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const base = paymentApi();
    const request = vi.fn(async (path: string, options?: object) => {
      if (path === '/api/v1/sandbox/confirm') await held;
      return base(path, options);
    });
    const { user } = setup({ request });
    await typeCard(user, '4242424242424242');
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    await user.click(pay);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Paying…' })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Paying…' }));
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(calls(request, '/api/v1/sandbox/confirm')).toHaveLength(1));
  });

  it('after a failed return, says "Payment failed." above the form', async () => {
    window.history.replaceState({ paymentReturnFailed: true }, '');
    setup();
    expect(screen.getByText('Payment failed.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    window.history.replaceState(null, '');
  });
});
