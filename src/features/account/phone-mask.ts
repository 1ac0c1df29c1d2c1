// The contact number is kept as "(###) ###-####" (spec section 5: 14 characters with the mask).
// The mask is rebuilt from the digits on every change, so whatever the user types or pastes
// ("5551234567", "555.123.4567", "+1 555 123 4567") ends up in the same shape, and it never
// swallows input: digits beyond ten are kept and shown, so the "Must be max 10 digits"
// message can explain the problem instead of the extra digits silently disappearing.

export interface MaskedPhone {
  value: string;
  /** Where the caret belongs in `value`: after the same digits it followed before. */
  caret: number;
}

/**
 * A leading 1 on an 11-digit number is the US country code ("+1 555 123 4567",
 * "1-555-123-4567"): no US area code starts with 1, so it is never part of the number.
 */
function nationalDigits(digits: string): { digits: string; dropped: number } {
  if (digits.length === 11 && digits.startsWith('1'))
    return { digits: digits.slice(1), dropped: 1 };
  return { digits, dropped: 0 };
}

function layout(digits: string): string {
  if (digits.length === 0) return '';
  // No closing parenthesis or dash until a digit follows it: deleting backwards never
  // lands on a separator that the mask would put straight back.
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The masked form of any text: "555.123.4567" → "(555) 123-4567". */
export function formatPhone(input: string): string {
  return layout(nationalDigits(input.replace(/\D/g, '')).digits);
}

/**
 * Masks what is in the field after a change, keeping the caret after the digit it followed,
 * so editing in the middle of the number does not throw the caret to the end.
 */
export function maskPhone(raw: string, caret: number = raw.length): MaskedPhone {
  const { digits, dropped } = nationalDigits(raw.replace(/\D/g, ''));
  const value = layout(digits);
  const digitsBefore = Math.max(0, raw.slice(0, caret).replace(/\D/g, '').length - dropped);
  if (digitsBefore >= digits.length) return { value, caret: value.length };
  let seen = 0;
  let position = 0;
  while (position < value.length && seen < digitsBefore) {
    if (/\d/.test(value[position] ?? '')) seen += 1;
    position += 1;
  }
  // With no digit before it, the caret goes after the opening parenthesis, before the
  // first digit.
  if (digitsBefore === 0 && value.startsWith('(')) position = 1;
  return { value, caret: position };
}
