import { describe, expect, it } from 'vitest';
import { receiptEmail } from './receipt-email.ts';

const base = {
  to: 'ana@example.org',
  firstName: 'Ana',
  orderId: 'VH-0123456789ABCDEF0123',
  planName: 'Monthly',
  planType: 'monthly',
  amountCents: 999,
  discountPercent: 0,
  trialEnd: null,
  startDate: new Date('2026-01-05T00:00:00Z'),
  expiryDate: new Date('2026-02-04T00:00:00Z'),
};

describe('receiptEmail', () => {
  it('writes an English receipt keyed by the order', () => {
    const email = receiptEmail({ ...base, language: 'en' });
    expect(email).toMatchObject({
      template: 'receipt',
      language: 'en',
      dedupeKey: `receipt:${base.orderId}`,
    });
    expect(email.bodyText).toContain('Amount paid: $9.99 (USD)');
    expect(email.bodyText).toContain('Valid from 05 Jan, 2026 to 04 Feb, 2026.');
    expect(email.bodyText).not.toMatch(/discount/i);
  });

  it('mentions the member discount in Spanish, with the trial', () => {
    const email = receiptEmail({
      ...base,
      language: 'sp',
      discountPercent: 20,
      trialEnd: new Date('2026-07-05T00:00:00Z'),
    });
    expect(email.subject).toContain('Recibo');
    expect(email.bodyText).toContain('Prueba gratis de 6 meses hasta el 5 de julio de 2026');
    expect(email.bodyText).toContain('después pagará $7.99 por mes');
    expect(email.bodyText).toContain('asociación de veteranos: 20%');
  });
});
