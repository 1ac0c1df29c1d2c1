import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { registerIntentHandler, useIntentHandler, type IntentOf } from '../../lib/commands.ts';
import { installFakeSpeechRecognition } from '../../testing/fake-speech-recognition.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';

// The browser's recognition is replaced before the speech library is loaded: it reads
// window.SpeechRecognition when its module is evaluated.
installFakeSpeechRecognition();
const { default: VoiceControl } = await import('./voice-control.tsx');
const speech = {
  window: window as unknown as {
    __speech: ({ text: string } | { error: string })[];
    __speechLang?: string;
  },
};

const polite = () => screen.getByTestId('announcer-polite');
const assertive = () => screen.getByTestId('announcer-assertive');

function setup(language: 'en' | 'sp' = 'en') {
  const user = makeUser({ subscription_status: 'active', profile_incomplete: 0 });
  return renderSignedIn(<VoiceControl listenAtOnce={false} onTurnOff={() => {}} />, {
    user,
    language,
    path: '/client/dashboard',
  });
}

describe('Voice commands', () => {
  const found: IntentOf<'find-help'>[] = [];
  let off: () => void = () => {};
  beforeEach(() => {
    found.length = 0;
    speech.window.__speech = [];
    // Stands in for the command layer: finding help near a ZIP says how many it found.
    off = registerIntentHandler('find-help', (intent) => {
      found.push(intent);
      return { ok: true, message: `Searching for help near ${intent.zip}: 12 organizations.` };
    });
  });
  afterEach(() => off());

  it('hears "find help near 19104" in English and runs it, showing what it heard', async () => {
    const { user } = setup('en');
    speech.window.__speech.push({ text: 'find help near 19104' });
    await user.click(screen.getByRole('button', { name: 'Speak a command' }));
    await waitFor(() => expect(found).toEqual([{ type: 'find-help', zip: '19104' }]));
    expect(speech.window.__speechLang).toBe('en-US');
    expect(screen.getByText('Heard: find help near 19104')).toBeVisible();
    await waitFor(() =>
      expect(polite()).toHaveTextContent('Searching for help near 19104: 12 organizations.'),
    );
    // The transcript is on screen, not in a live region.
    expect(screen.getByText('Heard: find help near 19104').closest('[aria-live]')).toBeNull();
  });

  it('hears "buscar ayuda cerca de 19104" in Spanish, recognised as US Spanish', async () => {
    const { user } = setup('sp');
    speech.window.__speech.push({ text: 'buscar ayuda cerca de uno nueve uno cero cuatro' });
    await user.click(screen.getByRole('button', { name: 'Decir un comando' }));
    await waitFor(() => expect(found).toEqual([{ type: 'find-help', zip: '19104' }]));
    expect(speech.window.__speechLang).toBe('es-US');
  });

  it('says so, assertively, when it does not understand', async () => {
    const { user } = setup('en');
    speech.window.__speech.push({ text: 'sing me a song' });
    await user.click(screen.getByRole('button', { name: 'Speak a command' }));
    await waitFor(() =>
      expect(assertive()).toHaveTextContent(
        'I didn’t understand “sing me a song”. Did you mean: “find help near 19104”? Say “the first one”, “the second one” or “the third one”.',
      ),
    );
    expect(found).toEqual([]);
  });

  it('listens for another language than the page’s when asked, and remembers it', async () => {
    const { user } = setup('sp');
    await user.click(screen.getByRole('button', { name: /Idioma en que escucho/ }));
    await user.click(await screen.findByRole('option', { name: 'English (US)' }));
    speech.window.__speech.push({ text: 'find help near 19104' });
    await user.click(screen.getByRole('button', { name: 'Decir un comando' }));
    // Opening the list and choosing take a while in jsdom.
    await waitFor(() => expect(found).toEqual([{ type: 'find-help', zip: '19104' }]), {
      timeout: 3000,
    });
    expect(speech.window.__speechLang).toBe('en-US');
    expect(window.localStorage.getItem('voiceLanguage')).toBe('en');
  });

  it('runs an utterance once, even when it changes the page’s language', async () => {
    const languages: string[] = [];
    // Stands in for the shell: switching the language re-renders the panel in Spanish, with
    // the same final transcript.
    function LanguageSwitch() {
      const { setLanguage } = useI18n();
      useIntentHandler('set-language', ({ language }) => {
        languages.push(language);
        void setLanguage(language);
        return { ok: true, message: 'Ahora en español.' };
      });
      return null;
    }
    const { user } = renderSignedIn(
      <>
        <LanguageSwitch />
        <VoiceControl listenAtOnce={false} onTurnOff={() => {}} />
      </>,
      { user: makeUser({ subscription_status: 'active', profile_incomplete: 0 }), language: 'en' },
    );
    speech.window.__speech.push({ text: 'switch to Spanish' });
    await user.click(screen.getByRole('button', { name: 'Speak a command' }));
    await waitFor(() => expect(languages).toEqual(['sp']));
    expect(await screen.findByRole('button', { name: 'Decir un comando' })).toBeVisible();
    await waitFor(() => expect(polite()).toHaveTextContent('Ahora en español.'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(languages).toEqual(['sp']);
  });

  it('does not dial again when the listening language changes after "call number 2"', async () => {
    const calls: IntentOf<'call'>[] = [];
    const offCall = registerIntentHandler('call', (intent) => {
      calls.push(intent);
      return { ok: true, message: 'Calling Lighthouse Guild.' };
    });
    try {
      const { user } = setup('en');
      speech.window.__speech.push({ text: 'call number 2' });
      await user.click(screen.getByRole('button', { name: 'Speak a command' }));
      await waitFor(() => expect(calls).toEqual([{ type: 'call', index: 2 }]));
      await user.click(screen.getByRole('button', { name: /Language I listen for/ }));
      await user.click(await screen.findByRole('option', { name: 'Español (EE. UU.)' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls).toEqual([{ type: 'call', index: 2 }]);
    } finally {
      offCall();
    }
  });

  it('offers the closest commands when it does not understand, and takes "the first one"', async () => {
    const { user } = setup('en');
    const goes: IntentOf<'go'>[] = [];
    const offGo = registerIntentHandler('go', (intent) => {
      goes.push(intent);
      return { ok: true, message: 'Going to My payments.' };
    });
    try {
      speech.window.__speech.push({ text: 'payment stuff' });
      await user.click(screen.getByRole('button', { name: 'Speak a command' }));
      await waitFor(() =>
        expect(assertive()).toHaveTextContent(
          'I didn’t understand “payment stuff”. Did you mean: “go to my payments”? Say “the first one”, “the second one” or “the third one”.',
        ),
      );
      expect(screen.getByRole('list', { name: 'Choices' })).toHaveTextContent('go to my payments');
      speech.window.__speech.push({ text: 'the first one' });
      await user.click(screen.getByRole('button', { name: 'Speak a command' }));
      await waitFor(() => expect(goes).toEqual([{ type: 'go', to: 'payments' }]));
      expect(screen.queryByRole('list', { name: 'Choices' })).toBeNull();
    } finally {
      offGo();
    }
  });

  describe('reading answers aloud', () => {
    const spoken: { text: string; lang: string }[] = [];
    const cancel = vi.fn();
    beforeEach(() => {
      spoken.length = 0;
      cancel.mockClear();
      // The browser's voice, which jsdom lacks: records what it is asked to say.
      Object.assign(window, {
        speechSynthesis: {
          speak: (utterance: { text: string; lang: string }) => spoken.push(utterance),
          cancel,
        },
        SpeechSynthesisUtterance: class {
          lang = '';
          onend: (() => void) | null = null;
          onerror: (() => void) | null = null;
          constructor(public text: string) {}
        },
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'speechSynthesis');
      Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
    });

    it('is off until chosen; then says the answer in the page’s language, and stops', async () => {
      const { user } = setup('en');
      speech.window.__speech.push({ text: 'find help near 19104' });
      await user.click(screen.getByRole('button', { name: 'Speak a command' }));
      await waitFor(() => expect(found).toHaveLength(1));
      expect(spoken).toEqual([]);

      await user.click(screen.getByRole('switch', { name: 'Read answers aloud' }));
      speech.window.__speech.push({ text: 'find help near 19104' });
      await user.click(screen.getByRole('button', { name: 'Speak a command' }));
      await waitFor(() =>
        expect(spoken).toEqual([
          expect.objectContaining({
            text: 'Searching for help near 19104: 12 organizations.',
            lang: 'en-US',
          }),
        ]),
      );
      await user.click(screen.getByRole('button', { name: 'Stop reading' }));
      expect(cancel).toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Stop reading' })).toBeNull();
    });

    it('stops reading at any key, Escape first among them', async () => {
      const { user } = setup('en');
      await user.click(screen.getByRole('switch', { name: 'Read answers aloud' }));
      speech.window.__speech.push({ text: 'find help near 19104' });
      await user.click(screen.getByRole('button', { name: 'Speak a command' }));
      expect(await screen.findByRole('button', { name: 'Stop reading' })).toBeVisible();
      cancel.mockClear();
      await user.keyboard('{Escape}');
      expect(cancel).toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Stop reading' })).toBeNull();
    });
  });

  it('explains a blocked microphone and a network failure in words', async () => {
    const { user } = setup('en');
    speech.window.__speech.push({ error: 'network' });
    await user.click(screen.getByRole('button', { name: 'Speak a command' }));
    const network = 'Speech recognition needs the internet and could not reach it. Try again.';
    expect(await screen.findByText(network)).toBeVisible();
    await waitFor(() => expect(assertive()).toHaveTextContent(network));

    speech.window.__speech.push({ error: 'not-allowed' });
    await user.click(screen.getByRole('button', { name: 'Speak a command' }));
    const denied =
      'The microphone is blocked for this site. Allow it in the browser’s site settings, then try again.';
    expect(await screen.findByText(denied)).toBeVisible();
  });

  it('hears again once a refused microphone is allowed: trying again works without a reload', async () => {
    const { user } = setup('en');
    speech.window.__speech.push({ error: 'not-allowed' });
    await user.click(screen.getByRole('button', { name: 'Speak a command' }));
    const denied =
      'The microphone is blocked for this site. Allow it in the browser’s site settings, then try again.';
    expect(await screen.findByText(denied, { selector: 'p' })).toBeVisible();

    // The person allows the microphone in the site's settings and presses the button again.
    speech.window.__speech.push({ text: 'find help near 19104' });
    await user.click(await screen.findByRole('button', { name: 'Speak a command' }));
    await waitFor(() => expect(found).toEqual([{ type: 'find-help', zip: '19104' }]));
    expect(screen.queryByText(denied, { selector: 'p' })).toBeNull();

    // A second refusal is explained again, and a third try is heard again.
    speech.window.__speech.push({ error: 'not-allowed' });
    await user.click(await screen.findByRole('button', { name: 'Speak a command' }));
    expect(await screen.findByText(denied, { selector: 'p' })).toBeVisible();
    speech.window.__speech.push({ text: 'find help near 10001' });
    await user.click(await screen.findByRole('button', { name: 'Speak a command' }));
    await waitFor(() =>
      expect(found).toEqual([
        { type: 'find-help', zip: '19104' },
        { type: 'find-help', zip: '10001' },
      ]),
    );
  });

  it('says the browser may send the sound to its maker', () => {
    setup('en');
    expect(screen.getByText(/send the sound to Google or Microsoft/)).toBeVisible();
  });
});
