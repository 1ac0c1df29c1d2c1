import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/dictionaries.ts';
import { Announcer } from '../../lib/announcer.tsx';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import UnsubscribePage from './unsubscribe-page.tsx';

// /alerts/unsubscribe (issue 39): opened from a digest, signed out; it stops the alert only
// when its button is pressed.

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-ab';
const LINK = `/alerts/unsubscribe?watch=12&token=${TOKEN}`;

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

function setup(fetchMock: ReturnType<typeof respond>, language: Language = 'en', path = LINK) {
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(
    <>
      <UnsubscribePage />
      <Announcer />
    </>,
    { language, path },
  );
}

const WORDS = {
  en: {
    heading: 'Stop trial alert e-mails',
    button: 'Stop these e-mails',
    done: 'Done. You will get no more e-mails from this alert.',
    gone: 'This alert was already stopped, or the link is not complete.',
    broken: 'This link is not complete. Open it again from the e-mail.',
    failed: 'The e-mails were not stopped. Try again.',
    manage: 'Manage all your alerts',
  },
  sp: {
    heading: 'Dejar de recibir correos de alertas de ensayos',
    button: 'Dejar de recibir estos correos',
    done: 'Listo. No recibirá más correos de esta alerta.',
    gone: 'Esta alerta ya estaba detenida, o el enlace no está completo.',
    broken: 'Este enlace no está completo. Ábralo de nuevo desde el correo.',
    failed: 'No se detuvieron los correos. Inténtelo de nuevo.',
    manage: 'Administrar todas sus alertas',
  },
} as const;

describe.each(['en', 'sp'] as const)('Unsubscribe page (%s)', (language) => {
  const words = WORDS[language];
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stops nothing on opening; the button stops the alert and focus moves to the answer', async () => {
    const fetchMock = respond(200, { code: 'unsubscribed', language: 'en' });
    const { user } = setup(fetchMock, language);
    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    expect(screen.getByRole('link', { name: words.manage })).toHaveAttribute('href', '/my-alerts');
    // A mail scanner that opens the link stops nothing.
    expect(fetchMock).not.toHaveBeenCalled();
    screen.getByRole('button', { name: words.button }).focus();
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/trial-watches/unsubscribe?watch=12&token=${TOKEN}`,
      expect.objectContaining({ method: 'POST' }),
    );
    const done = await screen.findByText(words.done);
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole('button', { name: words.button })).toBeNull();
  });

  it('an alert already stopped, or a wrong secret: says so, focus on the answer', async () => {
    const { user } = setup(respond(200, { code: 'already_gone', language: null }), language);
    await user.click(screen.getByRole('button', { name: words.button }));
    const gone = await screen.findByText(words.gone);
    await waitFor(() => expect(gone).toHaveFocus());
    expect(screen.queryByRole('button', { name: words.button })).toBeNull();
  });

  it('a link cut short: no button, a way to open it again', async () => {
    const fetchMock = respond(200, {});
    setup(fetchMock, language, '/alerts/unsubscribe?watch=12&token=short');
    expect(screen.getByText(words.broken)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: words.manage })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failure: the message beside the button, said once; the button stays to try again', async () => {
    const { user } = setup(respond(503, {}), language);
    const button = screen.getByRole('button', { name: words.button });
    await user.click(button);
    expect(await screen.findByText(words.failed)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(words.failed),
    );
    expect(screen.getByRole('button', { name: words.button })).toBeEnabled();
  });

  it(
    'heard: the answer once, by the focus move, nothing announced',
    { timeout: 20_000 },
    async () => {
      const { user } = setup(respond(200, { code: 'unsubscribed', language: 'en' }), language);
      const ear = await listen();
      await user.click(screen.getByRole('button', { name: words.button }));
      const heard = await expectHeardOnce(ear, [words.done]);
      expect(heard.filter((utterance) => utterance.source !== 'focus')).toEqual([]);
    },
  );
});
