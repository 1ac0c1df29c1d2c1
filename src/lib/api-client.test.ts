import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiDownload,
  apiRequest,
  ApiRequestError,
  isRateLimited,
  MAX_RETRY_AFTER_MS,
  retryAfterMs,
} from './api-client.ts';

// The client waits out one 429 on a read (docs/rate-limits.md): these pin what "once" and
// "the server's wait" mean, with fetch stubbed and the clock faked, so nothing really waits.

const schema = z.object({ ok: z.boolean() });

function limited(retryAfter: string | null): Response {
  return new Response(
    JSON.stringify({
      code: 'rate_limited',
      details: [],
      message: 'Too many requests. Please wait a minute and try again.',
      statusCode: 429,
      timestamp: new Date().toISOString(),
    }),
    {
      status: 429,
      headers: {
        'content-type': 'application/json',
        ...(retryAfter === null ? {} : { 'retry-after': retryAfter }),
      },
    },
  );
}

const ok = () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** fetch answering the given responses in turn (and failing the test past them). */
function stubFetch(...answers: Array<() => Response>) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('fetch called more often than the test expects');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Whether the promise has settled, after letting pending callbacks run (not the timers). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiRequest and a 429', () => {
  it('waits the seconds of Retry-After on a GET, then asks once more and returns the answer', async () => {
    const fetchMock = stubFetch(() => limited('7'), ok);
    const result = apiRequest('/api/v1/things', { schema });

    await vi.advanceTimersByTimeAsync(6_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await settled(result)).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('honours Retry-After given as an HTTP date', async () => {
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    const fetchMock = stubFetch(() => limited('Fri, 27 Nov 2026 12:00:05 GMT'), ok);
    const result = apiRequest('/api/v1/things', { schema });

    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries only once: a second 429 fails with status 429 and the error object', async () => {
    const fetchMock = stubFetch(
      () => limited('1'),
      () => limited('1'),
    );
    const result = apiRequest('/api/v1/things', { schema }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(60_000);
    const error = await result;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(429);
    expect((error as ApiRequestError).body?.code).toBe('rate_limited');
    expect(isRateLimited(error)).toBe(true);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'never sends a %s again: the person decides whether to repeat a write',
    async (method) => {
      const fetchMock = stubFetch(() => limited('1'));
      const result = apiRequest('/api/v1/things', { method, body: {}, schema }).catch(
        (error: unknown) => error,
      );

      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(isRateLimited(await result)).toBe(true);
    },
  );

  it('does not wait when the server asks for longer than it is worth waiting', async () => {
    const fetchMock = stubFetch(() => limited(String(MAX_RETRY_AFTER_MS / 1000 + 1)));
    const result = apiRequest('/api/v1/things', { schema }).catch((error: unknown) => error);

    // Settles without the clock moving: no timer was set for the wait.
    expect(await settled(result)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isRateLimited(await result)).toBe(true);
  });

  it('does not retry a 429 without a readable Retry-After', async () => {
    const fetchMock = stubFetch(() => limited(null));
    const result = apiRequest('/api/v1/things', { schema }).catch((error: unknown) => error);

    expect(await settled(result)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isRateLimited(await result)).toBe(true);
  });

  it('stops waiting when the caller aborts (the screen was left)', async () => {
    const fetchMock = stubFetch(() => limited('10'), ok);
    const controller = new AbortController();
    const result = apiRequest('/api/v1/things', { schema, signal: controller.signal }).catch(
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new DOMException('left', 'AbortError'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await result) as DOMException).toMatchObject({ name: 'AbortError' });
  });
});

describe('apiDownload and a 429', () => {
  it('waits Retry-After once, then downloads', async () => {
    const fetchMock = stubFetch(
      () => limited('2'),
      () => new Response('file', { status: 200 }),
    );
    const result = apiDownload('/api/v1/dfiles/a.pdf', { token: 't' });

    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await result).text()).toBe('file');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs(' 5 ', now)).toBe(5_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:10 GMT', now)).toBe(10_000);
    // A date already past means "now", never a negative wait.
    expect(retryAfterMs('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-3', now)).toBeNull();
  });
});
