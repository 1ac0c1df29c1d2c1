import { describe, expect, it } from 'vitest';
import { CONTACT_NUMBER_PATTERN } from '../../contracts/users.ts';
import { formatPhone, maskPhone } from './phone-mask.ts';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
  ])('masks the digits typed so far: %j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['555.123.4567'],
    ['555-123-4567'],
    ['555 123 4567'],
    ['(555)123-4567'],
    ['+1 555 123 4567'],
    ['1-555-123-4567'],
    ['+1 (555) 123-4567'],
  ])('turns the pasted %j into the 14-character mask', (input) => {
    const value = formatPhone(input);
    expect(value).toBe('(555) 123-4567');
    expect(value).toHaveLength(14);
    expect(value).toMatch(CONTACT_NUMBER_PATTERN);
  });

  it('keeps digits beyond ten instead of dropping them, so the user is told', () => {
    expect(formatPhone('555123456789')).toBe('(555) 123-456789');
    // Eleven digits that do not start with the country code are eleven digits.
    expect(formatPhone('55512345678')).toBe('(555) 123-45678');
  });

  it('ignores letters and symbols', () => {
    expect(formatPhone('tel: 555 abc 123 - 4567')).toBe('(555) 123-4567');
  });
});

describe('maskPhone caret', () => {
  it('keeps the caret at the end while typing at the end', () => {
    expect(maskPhone('(555) 1234')).toEqual({ value: '(555) 123-4', caret: 11 });
  });

  it('keeps the caret after the same digit when a digit is typed in the middle', () => {
    // "(555) 123-4567" with "9" typed after "(55".
    const { value, caret } = maskPhone('(5595) 123-4567', 4);
    expect(value).toBe('(559) 512-34567');
    expect(value.slice(0, caret)).toBe('(559');
  });

  it('deleting a digit in the middle leaves the caret where the digit was', () => {
    // Backspace after "(555) 12" removes the "2".
    const { value, caret } = maskPhone('(555) 13-4567', 7);
    expect(value).toBe('(555) 134-567');
    expect(value.slice(0, caret)).toBe('(555) 1');
  });

  it('deleting a separator does not trap the caret: it moves before the separator', () => {
    // Backspace right after the dash removes it; the mask puts it back and the caret lands
    // before it, so the next Backspace deletes the digit.
    const { value, caret } = maskPhone('(555) 1234567', 9);
    expect(value).toBe('(555) 123-4567');
    expect(value.slice(0, caret)).toBe('(555) 123');
  });

  it('deleting back to the area code drops the trailing separators', () => {
    expect(maskPhone('(555) ')).toEqual({ value: '(555', caret: 4 });
  });

  it('accounts for a dropped country code', () => {
    expect(maskPhone('+1 555 123 4567')).toEqual({ value: '(555) 123-4567', caret: 14 });
    const { value, caret } = maskPhone('+1 555 123 4567', 6);
    expect(value.slice(0, caret)).toBe('(555');
  });

  it('puts the caret after the parenthesis when no digit precedes it', () => {
    expect(maskPhone('5551234567', 0)).toEqual({ value: '(555) 123-4567', caret: 1 });
    expect(maskPhone('', 0)).toEqual({ value: '', caret: 0 });
  });
});
