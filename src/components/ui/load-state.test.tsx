import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { translate } from '../../i18n/translate.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { expectConsoleError } from '../../testing/console-guard.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoadState } from './load-state.tsx';

// The whole path a screen takes when the server keeps answering 429: the real client (one
// retry after Retry-After), useApiData, and LoadState's words, in each language.

function Things() {
  const { load, retry } = useApiData('/api/v1/things', (path) =>
    apiRequest(path, { schema: z.object({ ok: z.boolean() }) }),
  );
  return (
    <LoadState
      load={load}
      loadingText="Loading"
      failedText="Could not load"
      retryText="Try again"
      onRetry={retry}
    />
  );
}

const limited = () =>
  new Response(
    JSON.stringify({
      code: 'rate_limited',
      details: [],
      message: 'Too many requests. Please wait a minute and try again.',
      statusCode: 429,
      timestamp: new Date().toISOString(),
    }),
    // No wait worth faking here: api-client.test.ts checks that the wait is honoured.
    { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '0' } },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoadState after the server keeps refusing (429)', () => {
  it.each(['en', 'sp'] as const)(
    'asks once more, then says to wait a minute, not to check the connection (%s)',
    async (language) => {
      expectConsoleError('Failed to load');
      const fetchMock = vi.fn(async () => limited());
      vi.stubGlobal('fetch', fetchMock);
      renderWithProviders(<Things />, { language });

      const words = translate(language, 'shell.tooManyRequestsBody');
      expect(await screen.findByText(words)).toBeInTheDocument();
      expect(screen.queryByText('Could not load')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );
});
