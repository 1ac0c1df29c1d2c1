import { describe, expect, it } from 'vitest';
import { addMonths, discountedCents } from './gateway.ts';

describe('addMonths', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-07-15T10:00:00.000Z'],
    // No 31st in the target month: the last day of that month.
    ['2025-08-31T00:00:00.000Z', '2026-02-28T00:00:00.000Z'],
    ['2027-08-31T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['2026-12-01T23:59:59.000Z', '2027-06-01T23:59:59.000Z'],
  ])('six months after %s is %s', (from, to) => {
    expect(addMonths(new Date(from), 6).toISOString()).toBe(to);
  });
});

describe('discountedCents', () => {
  it('rounds to the cent', () => {
    expect(discountedCents(999, 20)).toBe(799);
    expect(discountedCents(9990, 20)).toBe(7992);
    expect(discountedCents(999, 0)).toBe(999);
  });
});
