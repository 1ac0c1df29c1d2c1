// What a screen-reader user hears when a payment fails and when it succeeds, in both
// languages: each message once, from one source (src/testing/hearing.ts).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../../components/ui/toast.tsx';
import { storePendingOrder } from '../../lib/pending-order.ts';
import type { Session } from '../../lib/session.tsx';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { paymentConfig } from '../../testing/onboarding-fixtures.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import PaymentPage from './payment-page.tsx';
import PaymentReturnPage from './payment-return-page.tsx';

const ORDER = { user_payment_id: 31, order_id: 'VH-ABC123', user_id: 7, payment_plan_id: 1 };
const SECRET = 'sandbox_pi_abcdef123456_secret_abcdefgh12345678';
const PAID = makeUser({ subscription_status: 'active', profile_incomplete: 0 });

const api = vi.fn(async (path: string, options: { body?: Record<string, unknown> } = {}) => {
  if (path === '/api/v1/payment-config') return paymentConfig({});
  if (path === '/api/v1/create-subscription') {
    return { clientSecret: SECRET, orderId: ORDER.order_id, subscriptionId: 'sandbox_sub_1' };
  }
  if (path === '/api/v1/sandbox/confirm') {
    const url = new URL(String(options.body?.return_url));
    url.searchParams.set('redirect_status', 'failed');
    return {
      status: 'failed',
      error_code: 'card_declined',
      error_message: 'Your card was declined.',
      redirect_url: url.href,
    };
  }
  if (path === '/api/v1/update-payment-status') {
    return {
      data: { order_id: ORDER.order_id, plan_status: 'succeeded', subscription_status: 'active' },
    };
  }
  if (path === '/api/v1/getUserInfo') return { data: PAID };
  throw new Error(`Unexpected API request in a test: ${path}`);
});

const WORDS = {
  en: {
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code',
    pay: 'Pay Now',
    failed:
      'Payment failed: Your card was declined. You have not been charged. Check your card details or use another card.',
    succeeded: 'Payment successful!',
  },
  sp: {
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento',
    cvc: 'Código de seguridad',
    pay: 'Pagar ahora',
    failed:
      'No se pudo hacer el pago: Su tarjeta fue rechazada. No se le cobró nada. Revise los datos de su tarjeta o use otra.',
    succeeded: '¡Pago realizado con éxito!',
  },
} as const;

describe.each(['en', 'sp'] as const)(
  'heard around a payment (%s)',
  { timeout: 20_000 },
  (language) => {
    const words = WORDS[language];
    beforeEach(() => storePendingOrder(ORDER));
    afterEach(() => {
      toastQueue.clear();
      window.sessionStorage.clear();
    });

    it('a declined card: its toast alone (the page shows it too, as text)', async () => {
      const { user } = renderSignedIn(<PaymentPage />, {
        user: makeUser(),
        request: api,
        language,
      });
      await user.type(
        await screen.findByRole('textbox', { name: words.number }),
        '4000000000000002',
      );
      await user.type(screen.getByRole('textbox', { name: words.expiry }), '12/34');
      await user.type(screen.getByRole('textbox', { name: words.cvc }), '123');
      const ear = await listen();
      await user.click(screen.getByRole('button', { name: words.pay }));
      const heard = await expectHeardOnce(ear, [words.failed]);
      expect(heard.find((utterance) => utterance.text === words.failed)?.source).toBe('toast');
      expect(screen.getByText(words.failed, { selector: 'p' })).toBeVisible();
    });

    it('a payment that succeeded: its toast alone, on the way to the dashboard', async () => {
      const ear = await listen();
      const { history } = renderSignedIn(<PaymentReturnPage />, {
        user: makeUser(),
        request: api,
        language,
        path: '/?order_id=VH-ABC123&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
        session: { updateUser: vi.fn() } as Partial<Session>,
      });
      await waitFor(() => expect(history.at(-1)).toBe('/client/dashboard'));
      const heard = await expectHeardOnce(ear, [words.succeeded]);
      expect(heard.find((utterance) => utterance.text === words.succeeded)?.source).toBe('toast');
    });
  },
);
