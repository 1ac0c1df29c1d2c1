// What a screen-reader user hears when signing in fails and when the session is about to
// end, in both languages: each message once, from one source (src/testing/hearing.ts).
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../testing/console-guard.ts';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { makeUser } from '../../testing/users.ts';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';
import LoginPage from './login-page.tsx';
import { renderSession, stubUserInfo } from './session-testing.tsx';

const WORDS = {
  en: {
    signingIn: 'Signing you in…',
    failed: 'Unable to sign in right now. Please try again later.',
    ending: 'Your session is about to end',
    stay: 'Stay signed in',
  },
  sp: {
    signingIn: 'Estamos iniciando su sesión…',
    failed: 'No es posible iniciar sesión en este momento. Vuelva a intentarlo más tarde.',
    ending: 'Su sesión está por terminar',
    stay: 'Mantener la sesión iniciada',
  },
} as const;

function IdleHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <IdleWarningDialog isOpen={open} onStay={() => setOpen(false)} onSignOut={() => {}} />
    </>
  );
}

describe.each(['en', 'sp'] as const)(
  'heard around the session (%s)',
  { timeout: 20_000 },
  (language) => {
    const words = WORDS[language];

    it('a sign-in failure: “signing in” by the announcer, the failure by its toast alone', async () => {
      expectConsoleError('Could not load the signed-in user');
      const ear = await listen();
      stubUserInfo(makeUser(), 500);
      renderSession({ path: '/login?code=abc&state=xyz', language, page: <LoginPage /> });
      await screen.findByText(words.failed, { selector: 'p' });
      const heard = await expectHeardOnce(ear, [words.signingIn, words.failed]);
      expect(heard.find((utterance) => utterance.text === words.failed)?.source).toBe('toast');
      vi.unstubAllGlobals();
    });

    it('the idle warning: its title and text as focus moves in, once', async () => {
      const { user } = renderWithProviders(<IdleHarness />, { language });
      const ear = await listen();
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await screen.findByRole('alertdialog');
      // An alert dialog that takes focus is said by the focus move; no announcement repeats it.
      const heard = await expectHeardOnce(ear, [words.ending, words.stay]);
      expect(heard.filter((utterance) => utterance.source !== 'focus')).toEqual([]);
    });
  },
);
