import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../contracts/error.ts';
import { translate } from '../i18n/translate.ts';
import { ApiRequestError } from './api-client.ts';
import { API_ERROR_MESSAGE_KEYS, apiErrorMessageKey } from './api-error-messages.ts';

// ADR 007: every code the API can answer has words in both dictionaries. The types hold the
// table to the contract's list; this holds the words (translate throws on a missing key in
// tests) and checks each is really translated.

function refused(code: string, status = 400) {
  return new ApiRequestError(status, {
    code,
    details: [],
    message: 'English for the logs',
    statusCode: status,
    timestamp: new Date().toISOString(),
  });
}

describe('error codes and their words', () => {
  it('the table has exactly the codes of the contract', () => {
    expect(Object.keys(API_ERROR_MESSAGE_KEYS).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it.each(API_ERROR_CODES)('%s has words in English and in Spanish', (code) => {
    const key = API_ERROR_MESSAGE_KEYS[code];
    const english = translate('en', key);
    const spanish = translate('sp', key);
    expect(english.length).toBeGreaterThan(0);
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish).not.toBe(english);
  });

  // The four codes the server learnt last (issue 42): what the HTTP and body parsers refuse.
  it.each([
    ['malformed_request', 400, 'shell.apiErrors.malformedRequest'],
    ['request_timeout', 408, 'shell.apiErrors.requestTimeout'],
    ['unsupported_media_type', 415, 'shell.apiErrors.unsupportedMediaType'],
    ['header_too_large', 431, 'shell.apiErrors.headerTooLarge'],
  ] as const)('reads %s (%i) as %s', (code, status, key) => {
    expect(apiErrorMessageKey(refused(code, status))).toBe(key);
  });

  it('reads an unknown code as our fault, and nothing from a call without an error object', () => {
    // A newer server's code: the server's fault, as far as the person can tell.
    expect(apiErrorMessageKey(refused('something_new'))).toBe('shell.apiErrors.internal');
    // Inherited names are not codes.
    expect(apiErrorMessageKey(refused('toString'))).toBe('shell.apiErrors.internal');
    expect(apiErrorMessageKey(new ApiRequestError(0, null))).toBeNull();
    expect(apiErrorMessageKey(new Error('boom'))).toBeNull();
  });
});
