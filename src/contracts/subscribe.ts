import { z } from 'zod';

// One pattern for the browser and the server: something@something.tld, no spaces.
// Deliberately simple (GOV.UK's advice): the real check is whether mail arrives.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const INVALID_EMAIL = 'Please enter valid email';

export const subscribeRequestSchema = z.object({
  email: z
    // A missing address or a non-string gets the same message as a malformed one.
    .string({ error: INVALID_EMAIL })
    .trim()
    // abort: one problem, one message (a 300-character address also fails the pattern).
    .max(254, { error: INVALID_EMAIL, abort: true })
    .regex(EMAIL_PATTERN, INVALID_EMAIL),
  language: z.enum(['en', 'sp']).default('en'),
});

export const subscribeResponseSchema = z.object({
  code: z.enum(['subscribed', 'already_subscribed']),
  message: z.string(),
});

export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
