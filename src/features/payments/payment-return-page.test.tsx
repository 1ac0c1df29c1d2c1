import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../../components/ui/toast.tsx';
import { AppToastRegion } from '../../components/ui/toast.tsx';
import { Announcer } from '../../lib/announcer.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { readPendingOrder, storePendingOrder } from '../../lib/pending-order.ts';
import type { Session } from '../../lib/session.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { makeUser } from '../../testing/users.ts';
import PaymentReturnPage from './payment-return-page.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

const ORDER = { user_payment_id: 31, order_id: 'VH-ABC123', user_id: 7, payment_plan_id: 1 };

function setup(search: string, planStatus: 'succeeded' | 'pending' | Error) {
  const paid = makeUser({ subscription_status: 'active', profile_incomplete: 0 });
  const request = vi.fn(async (path: string) => {
    if (path === '/api/v1/update-payment-status') {
      if (planStatus instanceof Error) throw planStatus;
      return {
        data: {
          order_id: ORDER.order_id,
          plan_status: planStatus,
          subscription_status: planStatus === 'succeeded' ? 'active' : 'incomplete',
        },
      };
    }
    if (path === '/api/v1/getUserInfo') return { data: paid };
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
  const updateUser = vi.fn();
  const rendered = renderWithProviders(
    <>
      <PaymentReturnPage />
      <AppToastRegion />
      <Announcer />
    </>,
    {
      path: `/${search}`,
      session: {
        state: { status: 'signed-in', user: makeUser() },
        request: request as unknown as Session['request'],
        updateUser,
      },
    },
  );
  return { ...rendered, request, updateUser, paid };
}

describe('The return from the card provider', () => {
  beforeEach(() => {
    storePendingOrder(ORDER);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    toastQueue.clear();
    window.sessionStorage.clear();
  });

  it('a paid order: "Payment successful!", the user reloaded, the dashboard, no parameters', async () => {
    const { request, updateUser, paid, history } = setup(
      '?order_id=VH-ABC123&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
      'succeeded',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checking your payment');
    await waitFor(() => expect(history.at(-1)).toBe('/client/dashboard'));
    expect(request).toHaveBeenCalledWith('/api/v1/update-payment-status', {
      method: 'POST',
      body: { order_id: 'VH-ABC123', status: 'PAYMENT_SUCCESS' },
      schema: expect.anything(),
    });
    expect(updateUser).toHaveBeenCalledWith(paid);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Payment successful!',
    );
    expect(readPendingOrder()).toBeNull();
    // Replaced, not pushed: Back does not return to the provider's parameters.
    expect(history).toEqual(['/client/dashboard']);
  });

  it.each([
    ['the provider reported a failure', '?order_id=VH-ABC123&redirect_status=failed', 'pending'],
    // A forged "succeeded" for an unpaid order: the server refuses it (409 Payment failed!).
    [
      'a forged success',
      '?order_id=VH-ABC123&redirect_status=succeeded',
      new ApiRequestError(409, {
        code: 'conflict',
        details: [],
        message: 'Payment failed!',
        statusCode: 409,
        timestamp: new Date().toISOString(),
      }),
    ],
  ] as const)(
    '%s: "Payment failed." and back to the payment form',
    async (_case, search, answer) => {
      if (answer instanceof ApiRequestError) {
        expectConsoleError('The payment status could not be confirmed');
      }
      const { updateUser, history } = setup(search, answer);
      await waitFor(() => expect(history.at(-1)).toBe('/payment'));
      expect(history).toEqual(['/payment']);
      expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
        'Payment failed.',
      );
      expect(updateUser).not.toHaveBeenCalled();
      // The order is kept, so the form can be tried again.
      expect(readPendingOrder()).toEqual(ORDER);
    },
  );
});
