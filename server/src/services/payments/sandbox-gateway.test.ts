import { describe, expect, it } from 'vitest';
import { CARD_ERRORS, checkSandboxCard, hashSecret, passesLuhn } from './sandbox-gateway.ts';

const NOW = new Date('2026-05-20T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030) => ({ number, expMonth, expYear });

describe('the sandbox card rules', () => {
  it('checks numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242424242424242')).toBe(false);
    expect(passesLuhn('4242x42424242424')).toBe(false);
  });

  it.each([
    ['4242424242424242', { ok: true, outcome: 'succeeded', error: null }],
    ['4000000000000002', { ok: true, outcome: 'failed', error: CARD_ERRORS.declined }],
    ['4000000000009995', { ok: true, outcome: 'failed', error: CARD_ERRORS.insufficientFunds }],
    ['4000000000000127', { ok: true, outcome: 'failed', error: CARD_ERRORS.incorrectCvc }],
    ['4000000000000119', { ok: true, outcome: 'failed', error: CARD_ERRORS.processingError }],
    ['5555555555554444', { ok: false, field: 'card_number', error: CARD_ERRORS.incorrectNumber }],
    ['1234567812345678', { ok: false, field: 'card_number', error: CARD_ERRORS.invalidNumber }],
  ])('%s → %o', (number, expected) => {
    expect(checkSandboxCard(card(number), NOW)).toEqual(expected);
  });

  it('accepts a card through the end of its expiry month only', () => {
    expect(checkSandboxCard(card('4242424242424242', 5, 2026), NOW).ok).toBe(true);
    expect(checkSandboxCard(card('4242424242424242', 4, 2026), NOW)).toEqual({
      ok: false,
      field: 'exp_month',
      error: CARD_ERRORS.expired,
    });
  });

  it('stores secrets as SHA-256', () => {
    expect(hashSecret('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
