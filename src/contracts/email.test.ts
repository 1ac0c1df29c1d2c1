import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email.ts';

describe('isEmailAddress', () => {
  it.each([
    'maria@example.com',
    'o’brien@example.com',
    "o'brien+news@example.co.uk",
    'jose.nunez@sub.example.org',
    'a@b.io',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['angle brackets', '<script>alert(1)</script>@x.com'],
    ['a closing angle bracket', 'a>b@example.com'],
    ['double quotes', '"maria"@example.com'],
    ['a backtick', 'ma`ria@example.com'],
    ['a space', 'maria perez@example.com'],
    ['a tab', 'maria\t@example.com'],
    ['a line break', 'maria@example.com\r\nBcc: x@y.com'],
    ['a control character', 'maria\u0000@example.com'],
    ['a comma', 'a,b@example.com'],
    ['a semicolon', 'a;b@example.com'],
    ['a colon', 'a:b@example.com'],
    ['parentheses', 'maria(x)@example.com'],
    ['a backslash', 'ma\\ria@example.com'],
    ['no @', 'maria.example.com'],
    ['two @', 'maria@x@example.com'],
    ['no dot in the domain', 'maria@example'],
    ['a one-letter top-level domain', 'maria@example.c'],
    ['nothing before @', '@example.com'],
  ])('refuses %s', (_case, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it(`refuses more than ${EMAIL_MAX_LENGTH} characters`, () => {
    const domain = '@example.com';
    const fits = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`;
    expect(isEmailAddress(fits)).toBe(true);
    expect(isEmailAddress(`a${fits}`)).toBe(false);
  });
});
