import { describe, expect, it } from 'vitest';
import { formatDate, formatUsd } from './format.ts';

describe('formatDate', () => {
  it("keeps the spec's 'DD MMM, YYYY' in English", () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'en')).toBe('05 Mar, 2026');
  });

  it('writes Spanish dates as Intl does for es-US, not the English pattern in Spanish words', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'sp')).toBe('5 mar 2026');
    expect(formatDate('2026-12-31T23:30:00Z', 'sp')).toBe('31 dic 2026');
  });

  it('reads the date in UTC, so a midnight date is the same day everywhere', () => {
    expect(formatDate('2026-10-02', 'sp')).toBe('2 oct 2026');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDate(null, 'sp')).toBeNull();
    expect(formatDate('not a date', 'en')).toBeNull();
  });
});

describe('formatUsd', () => {
  it('writes US dollars the same way in both languages', () => {
    expect(formatUsd(9.99, 'en')).toBe('$9.99');
    expect(formatUsd(9.99, 'sp')).toBe('$9.99');
  });
});
