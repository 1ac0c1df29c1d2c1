import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRecord } from '../../contracts/payments.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { makeUser } from '../../testing/users.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import MyPaymentsPage from './my-payments-page.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

function record(overrides: Partial<PaymentRecord>): PaymentRecord {
  return {
    user_payment_id: 1,
    order_id: 'VH-0001',
    plan_amount: 9.99,
    plan_status: 'succeeded',
    plan_type: 'monthly',
    PlanDurationInDays: 30,
    plan_desc: 'Monthly: $9.99 a month',
    plan_desc_sp: 'Mensual: $9.99 al mes',
    plan_start_date: '2026-03-05T12:00:00.000Z',
    plan_expiry_date: '2026-04-04T12:00:00.000Z',
    email: 'maria@example.com',
    first_name: 'María',
    last_name: 'Núñez',
    ...overrides,
  };
}

const RECORDS = [
  record({
    user_payment_id: 2,
    order_id: 'VH-0002',
    plan_amount: 79.92,
    plan_desc: 'Yearly: $99.90 a year (two months free)',
    plan_desc_sp: 'Anual: $99.90 al año (dos meses gratis)',
    plan_start_date: '2026-08-01T00:00:00.000Z',
  }),
  record({ user_payment_id: 3, order_id: 'VH-0003', plan_status: 'failed' }),
  record({}),
];

function setup(records: PaymentRecord[] | Error, language: Language = 'en') {
  const request = vi.fn(async (path: string) => {
    if (path === '/api/v1/getUserPayments/7') {
      if (records instanceof Error) throw records;
      return { data: records };
    }
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
  return renderSignedIn(<MyPaymentsPage />, { user: makeUser(), request, language });
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('My Payments', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the payments made in a captioned table, dates DD MMM, YYYY, prices in dollars', async () => {
    setup(RECORDS);
    const table = await screen.findByRole('table', { name: 'Your orders, newest first' });
    expect(rowTexts(table)).toEqual([
      ['Order Number', 'Package', 'Date', 'Price', 'Details'],
      [
        'VH-0002',
        'Yearly: $99.90 a year (two months free)',
        '01 Aug, 2026',
        '$79.92',
        'View details',
      ],
      ['VH-0001', 'Monthly: $9.99 a month', '05 Mar, 2026', '$9.99', 'View details'],
    ]);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'VH-0002' })).toHaveAttribute(
      'scope',
      'row',
    );
  });

  it('in Spanish, with Spanish month names and package names', async () => {
    setup(RECORDS, 'sp');
    const table = await screen.findByRole('table', {
      name: 'Sus pedidos, del más reciente al más antiguo',
    });
    expect(rowTexts(table)[2]).toEqual([
      'VH-0001',
      'Mensual: $9.99 al mes',
      '5 mar 2026',
      '$9.99',
      'Ver detalles',
    ]);
  });

  it('each "View details" is named with its order and opens the receipt drawer', async () => {
    const { user } = setup(RECORDS);
    const details = await screen.findByRole('button', { name: 'View details of order VH-0001' });
    details.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Receipt VH-0001' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    const terms = within(drawer)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(drawer)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Date: '05 Mar, 2026',
      'Payment method': 'Card',
      Retailer: 'Vision Hub',
      Address: '-',
      Product: 'Monthly: $9.99 a month',
      Total: '$9.99',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(details).toHaveFocus());
  });

  it('says when there are no payments, and announces it', async () => {
    setup([record({ plan_status: 'pending' })]);
    expect(await screen.findByText('You have no payments yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('announcer-polite')).toHaveTextContent('You have no payments yet.'),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed load says so and offers to try again', async () => {
    expectConsoleError('Failed to load');
    setup(new Error('offline'));
    expect(await screen.findByText('Your payments did not load.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
