// What a screen-reader user hears using the header search, in both languages: each message
// once, from one source (src/testing/hearing.ts).
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { Language } from '../../i18n/dictionaries.ts';
import { runAndSay } from '../../lib/commands.ts';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import GlobalSearch from './global-search.tsx';

const GLAUCOMA = {
  id: 4,
  sub_category_title: 'Glaucoma',
  sub_category_title_sp: 'Glaucoma',
  sub_category_id: 4,
  cat_id: 2,
  cat_image: '/images/categories/eye-conditions.svg',
  cat_title: 'Eye conditions',
  cat_title_sp: 'Enfermedades de los ojos',
};

function setup(language: Language, guides: unknown[]) {
  const request = vi.fn(async (_path: string, options: { schema: z.ZodType }) =>
    options.schema.parse({ data: guides }),
  );
  const user = makeUser({ subscription_status: 'active', profile_incomplete: 0 });
  return renderSignedIn(<GlobalSearch />, { user, request, language, path: '/client/dashboard' });
}

const WORDS = {
  en: {
    label: 'Search the guides',
    count: '1 option available.',
    ours: '1 suggestion',
    none: 'No results found. Try different keywords.',
  },
  sp: {
    label: 'Buscar en las guías',
    // React Aria's own Spanish wording.
    count: '1 opción disponible(s).',
    ours: '1 sugerencia',
    none: 'No se encontraron resultados. Pruebe con otras palabras.',
  },
} as const;

describe.each(['en', 'sp'] as const)(
  'heard in the header search (%s)',
  { timeout: 20_000 },
  (language) => {
    const words = WORDS[language];

    it('typing: React Aria says the number of suggestions, once, and nothing else is said', async () => {
      const { user } = setup(language, [GLAUCOMA]);
      const ear = await listen();
      await user.type(screen.getByRole('combobox', { name: words.label }), 'glau');
      const heard = await expectHeardOnce(ear, [words.count]);
      // No "0 options" while the answer is on its way, and not ours beside React Aria's.
      expect(heard.filter((utterance) => utterance.source !== 'focus')).toEqual([
        { source: 'react-aria', text: words.count },
      ]);
    });

    it('choosing a suggestion: it goes there, and no count is said again', async () => {
      const { user, history } = setup(language, [GLAUCOMA]);
      await user.type(screen.getByRole('combobox', { name: words.label }), 'glau');
      await screen.findByRole('option');
      const ear = await listen();
      await user.keyboard('{ArrowDown}{Enter}');
      const heard = await ear.heard();
      expect(history.at(-1)).toBe('/client/organization/2?subCateId=4');
      expect(heard.filter((utterance) => utterance.source !== 'focus')).toEqual([]);
    });

    it('nothing found: said once, with what to do, and shown under the field', async () => {
      const { user } = setup(language, []);
      const ear = await listen();
      await user.type(screen.getByRole('combobox', { name: words.label }), 'zzzz');
      const heard = await expectHeardOnce(ear, [words.none]);
      expect(heard.filter((utterance) => utterance.source !== 'focus')).toEqual([
        { source: 'announcer', text: words.none },
      ]);
      expect(screen.getByText(words.none, { selector: 'p' })).toBeVisible();
    });

    it('the search-guides command: the list stays closed, so the count is ours, once', async () => {
      setup(language, [GLAUCOMA]);
      const ear = await listen();
      await act(() => runAndSay({ type: 'search-guides', query: 'glaucoma' }, 'typed'));
      const heard = await expectHeardOnce(ear, [words.ours]);
      expect(heard.find((utterance) => utterance.text === words.ours)?.source).toBe('announcer');
    });
  },
);
