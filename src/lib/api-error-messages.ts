import type { ApiErrorCode } from '../contracts/error.ts';
import type { TranslationKey } from '../i18n/dictionaries.ts';
import { ApiRequestError } from './api-client.ts';

/**
 * Every `code` the API can answer (server/src/errors.ts) and its words in the dictionaries
 * (ADR 007: the person never sees the English `message`). Typed by the contract's list, so a
 * new code does not compile until it has its key; api-error-messages.test.ts checks the words.
 */
export const API_ERROR_MESSAGE_KEYS = {
  validation_failed: 'shell.apiErrors.validationFailed',
  malformed_request: 'shell.apiErrors.malformedRequest',
  not_found: 'shell.apiErrors.notFound',
  gone: 'shell.apiErrors.gone',
  unauthorized: 'shell.apiErrors.unauthorized',
  forbidden: 'shell.apiErrors.forbidden',
  subscription_required: 'shell.apiErrors.subscriptionRequired',
  conflict: 'shell.apiErrors.conflict',
  rate_limited: 'shell.apiErrors.rateLimited',
  payload_too_large: 'shell.apiErrors.payloadTooLarge',
  request_timeout: 'shell.apiErrors.requestTimeout',
  unsupported_media_type: 'shell.apiErrors.unsupportedMediaType',
  header_too_large: 'shell.apiErrors.headerTooLarge',
  internal: 'shell.apiErrors.internal',
  unavailable: 'shell.apiErrors.unavailable',
  cursor_malformed: 'shell.apiErrors.cursorMalformed',
  cursor_tampered: 'shell.apiErrors.cursorStale',
  cursor_mismatch: 'shell.apiErrors.cursorStale',
} as const satisfies Record<ApiErrorCode, TranslationKey>;

/**
 * The words for a failed API call; null when there was no error object to read (no network,
 * a timeout, a proxy's page), for which the screen has its own words. A code this build does
 * not know (a newer server) reads as the server's fault, which it is from the person's side.
 */
export function apiErrorMessageKey(error: unknown): TranslationKey | null {
  if (!(error instanceof ApiRequestError) || error.body === null) return null;
  const { code } = error.body;
  return Object.hasOwn(API_ERROR_MESSAGE_KEYS, code)
    ? API_ERROR_MESSAGE_KEYS[code as ApiErrorCode]
    : API_ERROR_MESSAGE_KEYS.internal;
}
