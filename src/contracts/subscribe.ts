import { z } from 'zod';

import { EMAIL_MAX_LENGTH, isEmailAddress } from './email.ts';

const INVALID_EMAIL = 'Please enter valid email';

export const subscribeRequestSchema = z.object({
  email: z
    // A missing address or a non-string gets the same message as a malformed one.
    .string({ error: INVALID_EMAIL })
    .trim()
    // abort: one problem, one message (a 300-character address also fails the rule).
    .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL, abort: true })
    .refine(isEmailAddress, INVALID_EMAIL),
  language: z.enum(['en', 'sp']).default('en'),
});

export const subscribeResponseSchema = z.object({
  code: z.enum(['subscribed', 'already_subscribed']),
  message: z.string(),
});

export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
