import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';

// The `next` cursor of a page of organisations (ADR 038): the order's keys of the last row
// sent, and which question they answer, signed with the server's secret.
//
//   base64url(JSON {v: 1, q: <binding>, k: [keys…]}) "." base64url(HMAC-SHA256(payload))
//
// `q` is an HMAC of the question (route, every request field but the cursor and the page
// size) and of the user who asked, so a cursor cannot be replayed on another question or by
// another person, and says nothing readable about either. The keys are the row's place in
// the order, not an offset: rows added or removed between pages do not shift the next page.

export type CursorKey = string | number | boolean | null;

/** Why a cursor is refused; each is its own error code (400). */
export type CursorProblem = 'cursor_malformed' | 'cursor_tampered' | 'cursor_mismatch';

export class CursorError extends Error {
  constructor(readonly problem: CursorProblem) {
    super(problem);
  }
}

const VERSION = 1;
/** Long enough for any of the statements' keys (search: 8; list: 6). */
const MAX_CURSOR_LENGTH = 1024;

export interface PageCursors {
  /** The cursor after a row whose order keys are `keys`, for this question and user. */
  encode(binding: string, keys: CursorKey[]): string;
  /** The keys a cursor resumes after; throws CursorError when it is not this question's. */
  decode(binding: string, cursor: string, keyCount: number): CursorKey[];
}

/**
 * Cursors signed with `secret` (CURSOR_SECRET; without it a random one per process, so a
 * restart or another instance refuses an older cursor as tampered and the client starts again).
 */
export function pageCursors(secret: string | Buffer = randomBytes(32)): PageCursors {
  // The key made once: given the raw secret, createHmac imports it on every call, the largest
  // single piece of a page's own work in the server's profile (ADR 050).
  const key = createSecretKey(typeof secret === 'string' ? Buffer.from(secret) : secret);
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const bind = (binding: string) =>
    mac(`binding\n${binding}`).subarray(0, 16).toString('base64url');
  return {
    encode(binding, keys) {
      const payload = Buffer.from(
        JSON.stringify({ v: VERSION, q: bind(binding), k: keys }),
      ).toString('base64url');
      return `${payload}.${mac(`cursor\n${payload}`).toString('base64url')}`;
    },
    decode(binding, cursor, keyCount) {
      if (cursor.length > MAX_CURSOR_LENGTH) throw new CursorError('cursor_malformed');
      const parts = cursor.split('.');
      const [payload, signature] = parts;
      const base64url = /^[A-Za-z0-9_-]+$/;
      if (parts.length !== 2 || !payload || !signature) throw new CursorError('cursor_malformed');
      if (!base64url.test(payload) || !base64url.test(signature)) {
        throw new CursorError('cursor_malformed');
      }
      const expected = mac(`cursor\n${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new CursorError('cursor_tampered');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw new CursorError('cursor_malformed');
      }
      if (!isPayload(parsed)) throw new CursorError('cursor_malformed');
      if (parsed.q !== bind(binding)) throw new CursorError('cursor_mismatch');
      if (parsed.k.length !== keyCount) throw new CursorError('cursor_malformed');
      return parsed.k;
    },
  };
}

function isPayload(value: unknown): value is { v: number; q: string; k: CursorKey[] } {
  if (typeof value !== 'object' || value === null) return false;
  const { v, q, k } = value as Record<string, unknown>;
  return (
    v === VERSION &&
    typeof q === 'string' &&
    Array.isArray(k) &&
    k.every(
      (key) =>
        key === null ||
        typeof key === 'boolean' ||
        typeof key === 'string' ||
        (typeof key === 'number' && Number.isFinite(key)),
    )
  );
}
