// One e-mail rule for the browser and the server: something@something.tld, at most 254
// characters, and none of the characters that no deliverable address uses in practice:
// spaces and other white space, control characters, angle brackets, double quotes and
// backticks, brackets, parentheses, backslashes, commas, semicolons and colons (RFC 5322
// allows some of them inside quoted local parts, which mail services refuse anyway).
// Apostrophes and plus signs stay allowed: o'brien+news@example.com is a real address.
// Deliberately simple otherwise (GOV.UK's advice): the real check is whether mail arrives.
// Kept apart from zod so the footer form can check an address without loading zod.

/** The most a forward path allows (RFC 5321): longer is never deliverable. */
export const EMAIL_MAX_LENGTH = 254;

const SHAPE = /^[^@]+@[^@]+\.[^@.]{2,}$/;
const NEVER_IN_AN_ADDRESS = /[\s\p{Cc}<>"`()[\]\\,;:]/u;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && SHAPE.test(value) && !NEVER_IN_AN_ADDRESS.test(value);
}
