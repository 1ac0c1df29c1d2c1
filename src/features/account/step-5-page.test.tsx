import { virtual } from '@guidepup/virtual-screen-reader';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { PaymentConfig } from '../../contracts/payments.ts';
import type { User } from '../../contracts/users.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { readPendingOrder } from '../../lib/pending-order.ts';
import { PLANS, paymentConfig } from '../../testing/onboarding-fixtures.ts';
import { makeUser } from '../../testing/users.ts';
import { renderPage } from './profile-test-support.tsx';
import Step5Page, { PLAN_SAVED_DELAY_MS } from './step-5-page.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

const ORDER = { user_payment_id: 31, order_id: 'VH-ABC123', user_id: 7, payment_plan_id: 2 };

function plansApi(config: Partial<PaymentConfig> = {}, saveFails = false): Mock {
  return vi.fn(async (path: string) => {
    if (path === '/api/v1/fetch-payment-plans') return { data: PLANS };
    if (path === '/api/v1/payment-config') return paymentConfig(config);
    if (path === '/api/v1/save-payment-plan-details') {
      if (saveFails) throw new Error('offline');
      return { data: ORDER };
    }
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
}

function setup({
  account = makeUser(),
  request = plansApi(),
  language = 'en',
}: { account?: User; request?: Mock; language?: Language } = {}) {
  return renderPage(<Step5Page />, { user: account, request, language });
}

describe('Step 5: the plan', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is titled with the first name and lists the plans with price and period', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Package for María');
    expect(
      await screen.findByRole('radio', { name: 'Monthly: $9.99 a month' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yearly: $99.90 a year' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.queryByText(/veterans-association member/)).not.toBeInTheDocument();
  });

  it('a trial sign-up sees "Free for 6 months, then ..."; a member the 20% message', async () => {
    setup({
      account: makeUser({ is_trial_account: 1, is_ausa_member: 1 }),
      request: plansApi({ trial_available: true, member_discount: true }),
    });
    expect(
      await screen.findByRole('radio', {
        name: 'Monthly: Free for 6 months, then $9.99 a month',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'As a veterans-association member you get 20% off every payment after your free trial. The discount will appear on the receipt we e-mail you.',
      ),
    ).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    setup({ language: 'sp', request: plansApi({ trial_available: true }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plan para María');
    expect(
      await screen.findByRole('radio', {
        name: 'Anual: Gratis durante 6 meses, luego $99.90 al año',
      }),
    ).toBeInTheDocument();
  });

  it('Next says why it is unavailable until a plan is chosen', async () => {
    const request = plansApi();
    const { user, history } = setup({ request });
    await screen.findByRole('radio', { name: /Monthly/ });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Choose a plan to continue.');
    await user.click(next);
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(
        'Choose a plan to continue.',
      ),
    );
    expect(request).not.toHaveBeenCalledWith(
      '/api/v1/save-payment-plan-details',
      expect.anything(),
    );
    expect(history.at(-1)).toBe('/client/step-2');
  });

  it('saves the plan, says "Plan saved", and goes to /payment after 1 second', async () => {
    const request = plansApi();
    const { history } = setup({ request });
    const yearly = await screen.findByRole('radio', { name: /Yearly/ });
    vi.useFakeTimers();
    fireEvent.click(yearly);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => {});
    expect(request).toHaveBeenCalledWith('/api/v1/save-payment-plan-details', {
      method: 'POST',
      body: { user_id: 7, payment_plan_id: 2, provider_id: 1 },
      schema: expect.anything(),
    });
    expect(screen.getByText('Plan saved')).toBeInTheDocument();
    expect(readPendingOrder()).toEqual(ORDER);
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('announcer-polite')).toHaveTextContent('Plan saved');

    await act(async () => vi.advanceTimersByTime(PLAN_SAVED_DELAY_MS - 101));
    expect(history.at(-1)).toBe('/client/step-2');
    await act(async () => vi.advanceTimersByTime(1));
    expect(history.at(-1)).toBe('/payment');
  });

  it('a failed save says so and stays', async () => {
    expectConsoleError('Saving the plan failed');
    const { user, history } = setup({ request: plansApi({}, true) });
    await user.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Your plan was not saved. Please try again.'),
    ).toBeInTheDocument();
    expect(history.at(-1)).toBe('/client/step-2');
    expect(readPendingOrder()).toBeNull();
  });

  it('says so when no plan is offered, and keeps Back', async () => {
    const request = vi.fn(async (path: string) => {
      if (path === '/api/v1/fetch-payment-plans') return { data: [] };
      if (path === '/api/v1/payment-config') return paymentConfig();
      throw new Error(`Unexpected API request in a test: ${path}`);
    });
    setup({ request });
    expect(
      await screen.findByText('No plans are offered right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/client/step-4');
  });

  it('Back goes to step 4', async () => {
    const { user, history } = setup();
    await screen.findByRole('radio', { name: /Monthly/ });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(history.at(-1)).toBe('/client/step-4');
  });
});

describe('Step 5 with a screen reader', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await virtual.stop();
  });

  it.each([
    [
      'en',
      ['radio, Monthly: $9.99 a month, not checked', 'radio, Yearly: $99.90 a year, not checked'],
    ],
    [
      'sp',
      ['radio, Mensual: $9.99 al mes, not checked', 'radio, Anual: $99.90 al año, not checked'],
    ],
  ] as const)('%s: reads each plan with its price', async (language, expected) => {
    setup({ language });
    const group = await screen.findByRole('radiogroup');
    await virtual.start({ container: group });
    const log: string[] = [];
    for (let step = 0; step < 12; step++) {
      await virtual.next();
    }
    log.push(...(await virtual.spokenPhraseLog()));
    for (const phrase of expected) {
      expect(log.some((spoken) => spoken.startsWith(phrase))).toBe(true);
    }
  });
});
