import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Announcer } from '../../lib/announcer.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { FAILURE_MESSAGE_MS, SubscribeForm } from './subscribe-form.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

function setup(language: 'en' | 'sp' = 'en') {
  const result = renderWithProviders(
    <>
      <SubscribeForm />
      <Announcer />
    </>,
    { language },
  );
  const field = () => screen.getByRole('textbox');
  const submit = () =>
    screen.getByRole('button', { name: language === 'en' ? 'Subscribe' : 'Suscribirse' });
  return { ...result, field, submit };
}

describe('SubscribeForm', () => {
  afterEach(() => vi.restoreAllMocks());

  // It is in the footer of every page: a second render as it mounts (React Aria's field
  // looking for its message) ran the whole page's effects in the first commit's task (ADR 061).
  it('renders once when it mounts, in both languages', () => {
    for (const language of ['en', 'sp'] as const) {
      const phases: string[] = [];
      const { unmount } = renderWithProviders(
        <Profiler id="subscribe" onRender={(_id, phase) => phases.push(phase)}>
          <SubscribeForm />
        </Profiler>,
        { language },
      );
      expect(phases).toEqual(['mount']);
      unmount();
    }
  });

  it('refuses an invalid address before calling the server, tied to the field, in English', async () => {
    const fetchMock = respond(201, {});
    vi.stubGlobal('fetch', fetchMock);
    const { user, field, submit } = setup();
    await user.type(field(), 'not-an-address');
    await user.click(submit());
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter valid email'),
    );
    expect(field()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(
        'Please enter valid email',
      ),
    );
  });

  it('says the same in Spanish', async () => {
    vi.stubGlobal('fetch', respond(201, {}));
    const { user, field, submit } = setup('sp');
    await user.click(submit());
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese un correo electrónico válido'),
    );
  });

  it('sends the trimmed address with the language, shows and announces the thanks', async () => {
    const fetchMock = respond(201, { code: 'subscribed', message: 'Thank you for subscribing!' });
    vi.stubGlobal('fetch', fetchMock);
    const { user, field, submit } = setup('sp');
    await user.type(field(), '  ana@example.com ');
    await user.click(submit());
    expect(await screen.findByText('¡Gracias por suscribirse!')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/subscribe');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ana@example.com', language: 'sp' });
    expect(field()).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByTestId('announcer-polite')).toHaveTextContent('¡Gracias por suscribirse!'),
    );
  });

  it('says kindly when the address was already subscribed', async () => {
    vi.stubGlobal('fetch', respond(200, { code: 'already_subscribed', message: 'x' }));
    const { user, field, submit } = setup();
    await user.type(field(), 'ana@example.com');
    await user.click(submit());
    expect(await screen.findByText('You are already subscribed. Thank you!')).toBeVisible();
  });

  it('shows "Failed to subscribe, try later" on a server error and clears it after 5 s', async () => {
    expectConsoleError('Failed to subscribe');
    vi.stubGlobal(
      'fetch',
      respond(500, {
        code: 'internal',
        details: [],
        message: 'Something went wrong on our side.',
        statusCode: 500,
        timestamp: new Date().toISOString(),
      }),
    );
    // Fake timers that still move with real time, so user-event's own pauses complete.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, field, submit } = setup();
      await user.type(field(), 'ana@example.com');
      await user.click(submit());
      expect(await screen.findByText('Failed to subscribe, try later')).toBeVisible();
      // The address stays so the user can try again without retyping it.
      expect(field()).toHaveValue('ana@example.com');
      act(() => void vi.advanceTimersByTime(FAILURE_MESSAGE_MS - 100));
      expect(screen.getByText('Failed to subscribe, try later')).toBeVisible();
      act(() => void vi.advanceTimersByTime(200));
      // (The announcer's region keeps its copy a little longer; the visible message is gone.)
      expect(
        screen.queryByText('Failed to subscribe, try later', { selector: 'p' }),
      ).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats a network failure like a server failure', async () => {
    expectConsoleError('Failed to subscribe');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { user, field, submit } = setup();
    await user.type(field(), 'ana@example.com');
    await user.click(submit());
    expect(await screen.findByText('Failed to subscribe, try later')).toBeVisible();
  });
});
