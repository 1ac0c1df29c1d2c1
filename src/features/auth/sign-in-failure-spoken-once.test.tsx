// A sign-in failure reaches assistive technology once: its toast says it; the landing shows
// it as text and the announcer stays silent (accessibility guide, "Telling the user what
// happened").
import { virtual } from '@guidepup/virtual-screen-reader';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../../components/ui/toast.tsx';
import type { Language } from '../../i18n/dictionaries.ts';
import { timesSpoken, timesToastAloneIsSpoken } from '../../testing/spoken.tsx';
import { makeUser } from '../../testing/users.ts';
import LoginPage from './login-page.tsx';
import { renderSession, stubUserInfo } from './session-testing.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

const FAILED: Record<Language, string> = {
  en: 'Unable to login now, Please try again later!',
  sp: 'No es posible iniciar sesión en este momento. ¡Vuelva a intentarlo más tarde!',
};

describe('a sign-in failure, with a screen reader', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await virtual.stop();
    toastQueue.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['en', 'sp'] as const)('%s: the failure is said by its toast alone', async (language) => {
    expectConsoleError('Could not load the signed-in user');
    const message = FAILED[language];
    const toastAlone = await timesToastAloneIsSpoken(message, language);
    expect(toastAlone).toBeGreaterThan(0);

    await virtual.start({ container: document.body });
    stubUserInfo(makeUser(), 500);
    renderSession({ path: '/login?code=abc&state=xyz', language, page: <LoginPage /> });
    await screen.findByText(message, { selector: 'p' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await timesSpoken(message)).toBe(toastAlone);
  });
});
