// One pattern for the browser and the server: something@something.tld, no spaces.
// Deliberately simple (GOV.UK's advice): the real check is whether mail arrives.
// Kept apart from zod so the footer form can check an address without loading zod.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
