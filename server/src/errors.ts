import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ApiErrorCode, ErrorDetail } from '../../src/contracts/error.ts';

/** Known failure kinds (the contract's list). The client maps `code` to words in the user's
 * language. */
export type ErrorCode = ApiErrorCode;

const defaults: Record<ErrorCode, { statusCode: number; message: string }> = {
  validation_failed: { statusCode: 400, message: 'The request is not valid.' },
  unauthorized: { statusCode: 401, message: 'Sign-in is required.' },
  forbidden: { statusCode: 403, message: 'You do not have access to this.' },
  subscription_required: {
    statusCode: 403,
    message: "You don't appear to have an active subscription.",
  },
  not_found: { statusCode: 404, message: 'Not found.' },
  // A shared list's link that was revoked or ran out (issue 38): it existed, and will not again.
  gone: { statusCode: 410, message: 'This link has expired or was turned off.' },
  conflict: { statusCode: 409, message: 'This conflicts with the current state.' },
  // Before any route runs (issue 42): what the HTTP parser or the body parser refuses.
  malformed_request: { statusCode: 400, message: 'The request could not be read.' },
  request_timeout: { statusCode: 408, message: 'The request took too long to arrive.' },
  payload_too_large: { statusCode: 413, message: 'The request is too large.' },
  unsupported_media_type: {
    statusCode: 415,
    message: 'This content type is not accepted here: send application/json.',
  },
  header_too_large: { statusCode: 431, message: 'The request headers are too large.' },
  rate_limited: {
    statusCode: 429,
    message: 'Too many requests. Please wait a minute and try again.',
  },
  // A page's cursor (ADR 038).
  cursor_malformed: { statusCode: 400, message: 'The cursor is not one this server wrote.' },
  cursor_tampered: {
    statusCode: 400,
    message: 'The cursor was altered, or signed by another server: start from the first page.',
  },
  cursor_mismatch: {
    statusCode: 400,
    message: 'The cursor belongs to another question or another user: start from the first page.',
  },
  internal: { statusCode: 500, message: 'Something went wrong on our side.' },
  unavailable: { statusCode: 503, message: 'The service is temporarily unavailable.' },
};

/** Every code, for the documentation check (architecture-doc.test.ts). */
export const ERROR_CODES = Object.keys(defaults) as ErrorCode[];

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message ?? defaults[code].message);
    this.statusCode = defaults[code].statusCode;
  }
}

export function errorBody(
  code: ErrorCode,
  message: string = defaults[code].message,
  details: ErrorDetail[] = [],
  statusCode: number = defaults[code].statusCode,
): ApiError {
  return {
    code,
    details,
    message,
    statusCode,
    timestamp: new Date().toISOString(),
  };
}

function codeForStatus(statusCode: number): ErrorCode {
  const match = (Object.entries(defaults) as [ErrorCode, { statusCode: number }][]).find(
    ([, value]) => value.statusCode === statusCode,
  );
  if (match) return match[0];
  return statusCode >= 500 ? 'internal' : 'validation_failed';
}

function isClientErrorStatus(statusCode: unknown): statusCode is number {
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/**
 * drizzle's query errors quote the statement's parameters in their message (e-mail
 * addresses, names...). Logs keep the statement and the database's own error, never the
 * values.
 */
export function loggableError(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
    const safe = new Error(`Failed query: ${String(cause?.message ?? 'database error')}`);
    safe.name = 'DrizzleQueryError';
    safe.stack = `${safe.name}: ${safe.message}\n    query: ${error.query}`;
    return Object.assign(safe, { query: error.query, code: cause?.code });
  }
  return error;
}

/** Every error leaves the server as the spec's {details, message, statusCode, timestamp}. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(errorBody('validation_failed', undefined, details));
    }
    // Anything thrown without a 4xx status (plain errors, non-Error values, 5xx) is ours.
    const statusCode: unknown = (error as Partial<FastifyError> | null)?.statusCode;
    if (!isClientErrorStatus(statusCode)) {
      // Internals stay in the log; the client gets the generic message.
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.status(500).send(errorBody('internal'));
    }
    // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type...). Their
    // messages can quote the input or name internals, so the client gets ours; the body's
    // statusCode always matches the response's (405... has no code of its own).
    const fastifyCode = (error as Partial<FastifyError> | null)?.code;
    const code =
      fastifyCode === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
        ? 'malformed_request'
        : codeForStatus(statusCode);
    const safeMessage = code === 'validation_failed' ? 'The request could not be read.' : undefined;
    return reply.status(statusCode).send(errorBody(code, safeMessage, [], statusCode));
  });
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (a malformed header, a
 * bad Content-Length, headers over the size limit, a request that never finished arriving).
 * Fastify's default answer is its own JSON; this writes the documented error object instead
 * (ADR 007), with a code of its own, and closes the connection as Node does: after a parse
 * error nothing more can be read from it.
 */
export function clientErrorResponse(error: { code?: unknown }): Buffer {
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'header_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'malformed_request';
  const statusCode = defaults[code].statusCode;
  const body = JSON.stringify(errorBody(code));
  return Buffer.from(
    [
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** Fastify's `clientErrorHandler`: see clientErrorResponse. */
export function handleClientError(error: Error & { code?: unknown }, socket: Duplex) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    socket.end(clientErrorResponse(error));
    return;
  }
  socket.destroy(error);
}
