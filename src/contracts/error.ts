import { z } from 'zod';

export const errorDetailSchema = z.object({
  path: z.string().describe('Where the problem is, e.g. "body.email"'),
  message: z.string(),
  code: z
    .string()
    .optional()
    .describe('Why, for a client to translate: a refused card\'s code, e.g. "expired_card"'),
});

/**
 * Every `code` the API can answer (ADR 007). The server gives each its status and English
 * message (server/src/errors.ts); the client gives each its words in both dictionaries
 * (src/lib/api-error-messages.ts). Both are typed by this list, so a code added here without
 * either does not compile.
 */
export const API_ERROR_CODES = [
  'validation_failed',
  'malformed_request',
  'not_found',
  'gone',
  'unauthorized',
  'forbidden',
  'subscription_required',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'request_timeout',
  'unsupported_media_type',
  'header_too_large',
  'unavailable',
  'internal',
  'cursor_malformed',
  'cursor_tampered',
  'cursor_mismatch',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The spec's error object, with a machine-readable `code` added for the client's translations. */
export const apiErrorSchema = z.object({
  code: z.string(),
  details: z.array(errorDetailSchema),
  message: z.string(),
  statusCode: z.number().int(),
  timestamp: z.iso.datetime(),
});

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
