import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it.each([
    ['jane@example.org', 'j***@example.org'],
    ['j@example.org', 'j***@example.org'],
    ['Ñandú.López@correo.example', 'Ñ***@correo.example'],
    ['"a@b"@example.org', '"***@example.org'],
    ['@example.org', '***@example.org'],
    ['not an address', '***'],
    ['', '***'],
  ])('%s -> %s', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });

  it('never leaves the local part beyond its first character', () => {
    const masked = maskEmail('secret.person@example.org');
    expect(masked).not.toContain('secret');
    expect(masked).not.toContain('person');
  });
});
