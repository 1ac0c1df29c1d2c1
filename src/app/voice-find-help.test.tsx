import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import CommandLayer from '../features/commands/command-layer.tsx';
import { PAID_USER, categoryApi } from '../features/categories/category-test-support.tsx';
import OrganizationSearchPage from '../features/categories/organization-search-page.tsx';
import { installFakeSpeechRecognition } from '../testing/fake-speech-recognition.ts';
import { renderSignedIn } from '../testing/render-signed-in.tsx';

// From the microphone to the list (issue 22): the fake recognition, the real parser, command
// layer and organisation search page, and the API double the category pages use.
installFakeSpeechRecognition();
const { default: VoiceControl } = await import('../features/commands/voice-control.tsx');
vi.mock(
  '../features/categories/map/organization-map.tsx',
  () => import('../features/categories/map/organization-map-fake.tsx'),
);

const speech = window as unknown as { __speech: { text: string }[] };

function renderWithVoice(language: 'en' | 'sp') {
  return renderSignedIn(
    <>
      <VoiceControl listenAtOnce={false} onTurnOff={() => {}} />
      <CommandLayer isOpen={false} onOpenChange={() => {}} />
      <Switch>
        <Route path="/client/organization/search">
          <OrganizationSearchPage />
        </Route>
      </Switch>
    </>,
    { user: PAID_USER, request: categoryApi(), language, path: '/client/dashboard' },
  );
}

describe('finding help by voice', () => {
  it.each([
    ['en', 'find peer support groups near 19104', 'Speak a command', '2 organizations near 19104'],
    [
      'sp',
      'buscar grupos de apoyo cerca de uno nueve uno cero cuatro',
      'Decir un comando',
      '2 organizaciones cerca de 19104',
    ],
  ] as const)(
    '%s: "%s" lands on the list near 19104 and says how many it found',
    async (language, said, button, count) => {
      const { user, history, request } = renderWithVoice(language);
      speech.__speech = [{ text: said }];
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() =>
        expect(history.at(-1)).toBe('/client/organization/search?zipcode=19104&subCateId=36'),
      );
      expect(request).toHaveBeenCalledWith(
        '/api/v1/organizations',
        expect.objectContaining({
          body: expect.objectContaining({ sub_cat_id: 36, zip_code: '19104' }),
        }),
      );
      await waitFor(() => expect(screen.getByTestId('announcer-polite')).toHaveTextContent(count));
      // The topic chose the kind: no counts of every kind to say before the list's own.
      expect(request).not.toHaveBeenCalledWith(
        expect.stringMatching(/organization-counts/),
        expect.anything(),
      );
    },
  );

  it.each([
    [
      'en',
      'find help near 19104',
      'Speak a command',
      '2 organizations near 19104, of 1 kind of help.',
    ],
    [
      'sp',
      'buscar ayuda cerca de 19104',
      'Decir un comando',
      '2 organizaciones cerca de 19104, de 1 tipo de ayuda.',
    ],
  ] as const)(
    '%s: "%s", naming no kind of help, lands on the search near 19104 and says how many of each kind',
    async (language, said, button, count) => {
      const { user, history, request } = renderWithVoice(language);
      speech.__speech = [{ text: said }];
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(history.at(-1)).toBe('/client/organization/search?zipcode=19104'));
      await waitFor(() => expect(screen.getByTestId('announcer-polite')).toHaveTextContent(count));
      expect(request).toHaveBeenCalledWith(
        expect.stringMatching(/^\/api\/v1\/organization-counts\?zipcode=19104/),
        expect.anything(),
      );
    },
  );
});
