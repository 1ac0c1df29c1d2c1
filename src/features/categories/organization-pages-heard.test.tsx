// A list loaded a page at a time (issue 40), as a screen-reader user hears it, in both
// languages: "Show more organizations" says the new count once and moves focus to the first
// new card's heading; "open result 30" loads the pages it needs and reads that card.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runAndSay } from '../../lib/commands.ts';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { organization, renderCategory } from './category-test-support.tsx';

vi.mock('./map/organization-map.tsx', () => import('./map/organization-map-fake.tsx'));

const BASE = '/client/organization/5?subCateId=36';

/** 60 organisations near 19104, the nearest first. */
const MANY = Array.from({ length: 60 }, (_, index) =>
  organization({
    id: 1000 + index,
    organization: `Helper ${index + 1}`,
    distance: 1 + index,
    phone: null,
    tollfree: null,
  }),
);

const WORDS = {
  en: {
    heading: '60 organizations near 19104',
    showMore: 'Show more organizations',
    shown25: 'Showing 25 of 60',
    shown50: 'Showing 50 of 60',
    card26: '26. Helper 26',
    card30: '30. Helper 30',
    rest30: '30 miles away.',
  },
  sp: {
    heading: '60 organizaciones cerca de 19104',
    showMore: 'Mostrar más organizaciones',
    shown25: 'Se muestran 25 de 60',
    shown50: 'Se muestran 50 de 60',
    card26: '26. Helper 26',
    card30: '30. Helper 30',
    rest30: 'A 30 millas.',
  },
} as const;

describe.each(['en', 'sp'] as const)(
  'a list a page at a time (%s)',
  { timeout: 20_000 },
  (language) => {
    const words = WORDS[language];

    it('shows the first 25 under a heading that counts them all', async () => {
      window.localStorage.setItem('vh.map.shown', 'false');
      renderCategory(BASE, { language, answers: { organizations: MANY } });
      expect(await screen.findByRole('heading', { name: words.heading })).toBeVisible();
      expect(screen.getAllByRole('article')).toHaveLength(25);
      expect(screen.getByText(words.shown25)).toBeVisible();
      expect(screen.getByRole('button', { name: words.showMore })).toHaveAccessibleDescription(
        words.shown25,
      );
    });

    it('Show more: the next page, focus on its first card, the new count said once', async () => {
      const { user, request } = renderCategory(BASE, {
        language,
        answers: { organizations: MANY },
      });
      await screen.findByRole('heading', { name: words.heading });
      const ear = await listen();
      await user.click(screen.getByRole('button', { name: words.showMore }));
      const heard = await expectHeardOnce(ear, [words.card26, words.shown50]);
      expect(heard.find((utterance) => utterance.text.includes(words.card26))?.source).toBe(
        'focus',
      );
      expect(screen.getAllByRole('article')).toHaveLength(50);
      expect(document.activeElement).toHaveTextContent(words.card26);
      // The heading still counts them all; the page asked with the first page's cursor.
      expect(screen.getByRole('heading', { name: words.heading })).toBeVisible();
      expect(request).toHaveBeenCalledWith(
        '/api/v1/organizations',
        expect.objectContaining({ body: expect.objectContaining({ cursor: 'after-25' }) }),
      );
      // The last page: the button goes, the count stays.
      await user.click(screen.getByRole('button', { name: words.showMore }));
      expect(await screen.findAllByRole('article')).toHaveLength(60);
      expect(screen.queryByRole('button', { name: words.showMore })).toBeNull();
    });

    it('“open result 30” loads the page it needs and moves to that card', async () => {
      renderCategory(BASE, { language, answers: { organizations: MANY } });
      await screen.findByRole('heading', { name: words.heading });
      const ear = await listen();
      await act(() => runAndSay({ type: 'open-result', index: 30 }, 'typed'));
      const heard = await expectHeardOnce(ear, [words.card30, words.rest30]);
      expect(heard.find((utterance) => utterance.text.includes(words.card30))?.source).toBe(
        'focus',
      );
      const card = screen.getAllByRole('article')[29]!;
      expect(within(card).getByRole('heading')).toHaveFocus();
    });
  },
);

describe('printing a list a page at a time', () => {
  it('loads every page before printing, and says when it stops at 1,000', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderCategory(BASE, { answers: { organizations: MANY } });
    await screen.findByRole('heading', { name: WORDS.en.heading });
    await user.click(screen.getByRole('button', { name: 'Print this list' }));
    await vi.waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(screen.getAllByRole('article')).toHaveLength(60);
    // 60 is under the limit: nothing to say on paper.
    expect(screen.queryByText(/This print shows the first/)).toBeNull();
    print.mockRestore();
  });
});
