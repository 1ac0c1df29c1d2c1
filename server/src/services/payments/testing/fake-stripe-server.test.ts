import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './fake-stripe-server.ts';

describe("the fake Stripe server's form parser", () => {
  it('reads bracketed keys into objects and arrays as the SDK writes them', () => {
    const form =
      'customer=cus_1&items[0][price_data][unit_amount]=999&items[0][price_data][recurring][interval]=month' +
      '&expand[0]=a&expand[1]=b.c&metadata[order_id]=VH-1&discounts[0][coupon]=AUSA20&tags[]=x&tags[]=y';
    expect(parseStripeForm(new URLSearchParams(form).toString())).toEqual({
      customer: 'cus_1',
      items: [{ price_data: { unit_amount: '999', recurring: { interval: 'month' } } }],
      expand: ['a', 'b.c'],
      metadata: { order_id: 'VH-1' },
      discounts: [{ coupon: 'AUSA20' }],
      tags: ['x', 'y'],
    });
  });
});
