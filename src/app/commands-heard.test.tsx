// What a screen-reader user hears when typing and running commands, in the palette and by
// voice, in both languages: each message once, from one source (src/testing/hearing.ts).
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import CommandLayer from '../features/commands/command-layer.tsx';
import { PAID_USER, categoryApi } from '../features/categories/category-test-support.tsx';
import OrganizationSearchPage from '../features/categories/organization-search-page.tsx';
import { installFakeSpeechRecognition } from '../testing/fake-speech-recognition.ts';
import { expectHeardOnce, listen } from '../testing/hearing.ts';
import { renderSignedIn } from '../testing/render-signed-in.tsx';

installFakeSpeechRecognition();
const { default: VoiceControl } = await import('../features/commands/voice-control.tsx');
vi.mock(
  '../features/categories/map/organization-map.tsx',
  () => import('../features/categories/map/organization-map-fake.tsx'),
);
const speech = window as unknown as { __speech: { text: string }[] };

function Commands({ paletteOpen }: { paletteOpen: boolean }) {
  const [isOpen, setOpen] = useState(paletteOpen);
  return (
    <>
      <VoiceControl listenAtOnce={false} onTurnOff={() => {}} />
      <CommandLayer isOpen={isOpen} onOpenChange={setOpen} />
      <Switch>
        <Route path="/client/organization/search">
          <OrganizationSearchPage />
        </Route>
      </Switch>
    </>
  );
}

function renderCommands(language: 'en' | 'sp', paletteOpen = false) {
  return renderSignedIn(<Commands paletteOpen={paletteOpen} />, {
    user: PAID_USER,
    request: categoryApi(),
    language,
    path: '/client/dashboard',
  });
}

const WORDS = {
  en: {
    speak: 'Speak a command',
    typed: 'find',
    typedCount: '2 options available.',
    nonsense: 'sing me a song',
    refusedTyped:
      'I didn’t understand “sing me a song”. Did you mean: “find help near 19104”; “what can I say”? Choose one below.',
    refusedSpoken:
      'I didn’t understand “sing me a song”. Did you mean: “find help near 19104”; “what can I say”? Say “the first one”, “the second one” or “the third one”.',
    find: 'find peer support groups near 19104',
    searching: 'Searching for help near 19104.',
    count: '2 organizations near 19104.',
    watch: 'watch trials for glaucoma near 19104',
    watching:
      'Alert saved: each week we will e-mail you new clinical trials for glaucoma within 100 miles of 19104. Change it in My alerts.',
  },
  sp: {
    speak: 'Decir un comando',
    typed: 'buscar',
    // React Aria's own Spanish wording.
    typedCount: '2 opciones disponible(s).',
    nonsense: 'sing me a song',
    refusedTyped:
      'No entendí «sing me a song». ¿Quiso decir: “buscar ayuda cerca de 19104”; “qué puedo decir”? Elija una opción abajo.',
    refusedSpoken:
      'No entendí «sing me a song». ¿Quiso decir: “buscar ayuda cerca de 19104”; “qué puedo decir”? Diga «la primera», «la segunda» o «la tercera».',
    find: 'buscar grupos de apoyo cerca de 19104',
    searching: 'Buscando ayuda cerca de 19104.',
    count: '2 organizaciones cerca de 19104.',
    watch: 'avísame de ensayos de glaucoma cerca de 19104',
    watching:
      'Alerta guardada: cada semana le enviaremos por correo electrónico los ensayos clínicos nuevos sobre glaucoma a menos de 100 millas de 19104. Puede cambiarla en Mis alertas.',
  },
} as const;

describe.each(['en', 'sp'] as const)('commands, heard (%s)', { timeout: 20_000 }, (language) => {
  const words = WORDS[language];

  it('typing in the palette: only React Aria’s count of suggestions', async () => {
    const { user } = renderCommands(language, true);
    const field = await screen.findByRole('combobox');
    const ear = await listen();
    await user.type(field, words.typed);
    const heard = await expectHeardOnce(ear, [words.typedCount]);
    expect(heard.find((utterance) => utterance.text === words.typedCount)?.source).toBe(
      'react-aria',
    );
  });

  it('a command refused in the palette: the reason and the choices, once', async () => {
    const { user } = renderCommands(language, true);
    const field = await screen.findByRole('combobox');
    await user.type(field, words.nonsense);
    const ear = await listen();
    await user.keyboard('{Enter}');
    await expectHeardOnce(ear, [words.refusedTyped]);
  });

  it('a command run from the palette: what it does and what it found, once', async () => {
    const { user } = renderCommands(language, true);
    const field = await screen.findByRole('combobox');
    await user.type(field, words.find);
    const ear = await listen();
    await user.keyboard('{Enter}');
    await screen.findAllByRole('article');
    await expectHeardOnce(ear, [words.searching, words.count]);
  });

  it('a command refused by voice: the reason and how to choose, once', async () => {
    const { user } = renderCommands(language);
    speech.__speech = [{ text: words.nonsense }];
    const ear = await listen();
    await user.click(screen.getByRole('button', { name: words.speak }));
    await expectHeardOnce(ear, [words.refusedSpoken]);
  });

  it('a command run by voice: what it does and what it found, once', async () => {
    const { user } = renderCommands(language);
    speech.__speech = [{ text: words.find }];
    const ear = await listen();
    await user.click(screen.getByRole('button', { name: words.speak }));
    await screen.findAllByRole('article');
    await expectHeardOnce(ear, [words.searching, words.count]);
  });

  it('a trial alert set by a command in the palette: what was saved, once', async () => {
    const { user } = renderCommands(language, true);
    const field = await screen.findByRole('combobox');
    await user.type(field, words.watch);
    const ear = await listen();
    await user.keyboard('{Enter}');
    await expectHeardOnce(ear, [words.watching]);
  });
});
