import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { GuideSearchResult } from '../../contracts/catalog.ts';
import type { CitySearchResult } from '../../contracts/geography.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import { runIntent } from '../../lib/commands.ts';
import { expectConsoleWarn } from '../../testing/console-guard.ts';
import GlobalSearch from './global-search.tsx';

const LONG_TITLE = 'Orientation, mobility and the white cane for people who travel on their own';

function guide(id: number, title: string, titleSp = title): GuideSearchResult {
  return {
    id,
    sub_category_title: title,
    sub_category_title_sp: titleSp,
    sub_category_id: id,
    cat_id: 5,
    cat_image: '/images/categories/getting-around.svg',
    cat_title: 'Getting around',
    cat_title_sp: 'Cómo desplazarse',
  };
}

const PLACES: CitySearchResult[] = [
  { city: 'Philadelphia', state: 'PA', country: 'US', zip_code: '19104', organization: null },
  { city: 'Philipsburg', state: 'MT', country: 'US', zip_code: '59858', organization: null },
];

type Answer = (path: string) => unknown;

function setup(answer: Answer, language: 'en' | 'sp' = 'en') {
  const request = vi.fn(
    async (path: string, options: { schema: z.ZodType; signal?: AbortSignal }) => {
      const value = await answer(path);
      if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      return options.schema.parse(value);
    },
  );
  const user = makeUser({ subscription_status: 'active', profile_incomplete: 0 });
  return renderSignedIn(<GlobalSearch />, { user, request, language, path: '/client/dashboard' });
}

const polite = () => screen.getByTestId('announcer-polite');

describe('Global search', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a search landmark with the type selector, Helpful Information first', () => {
    setup(() => ({ data: [] }));
    const region = screen.getByRole('search', { name: 'Search' });
    expect(within(region).getByRole('button', { name: /Search in/ })).toHaveTextContent(
      'Helpful Information',
    );
    expect(within(region).getByRole('combobox', { name: 'Search the guides' })).toBeVisible();
  });

  it('suggests guides after 3 letters: titles cut to 50 on screen, whole in the name, count left to React Aria', async () => {
    const { user, request, history } = setup((path) => {
      if (path.startsWith('/api/v1/search?q=')) {
        return { data: [guide(13, LONG_TITLE), guide(16, 'White cane laws by state')] };
      }
      throw new Error(path);
    });
    const box = screen.getByRole('combobox', { name: 'Search the guides' });
    await user.type(box, 'ca');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(request).not.toHaveBeenCalled();
    await user.type(box, 'n');
    const option = await screen.findByRole('option', {
      name: `${LONG_TITLE} (Getting around)`,
    });
    expect(option.textContent).toHaveLength(50);
    expect(option.textContent?.endsWith('…')).toBe(true);
    expect(request).toHaveBeenCalledWith('/api/v1/search?q=can', expect.anything());
    // The open list's count is React Aria's to say (search-screen-reader.test.tsx); ours would
    // be heard twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(polite().textContent).toBe('');
    await user.click(
      screen.getByRole('option', { name: 'White cane laws by state (Getting around)' }),
    );
    expect(history.at(-1)).toBe('/client/organization/5?subCateId=16');
  });

  it('a newer search cancels an older one; only the newer answers show', async () => {
    expectConsoleWarn('Search cancelled by a newer one');
    const warn = vi.spyOn(console, 'warn');
    let releaseFirst: () => void = () => {};
    const first = new Promise<void>((resolve) => (releaseFirst = resolve));
    const { user } = setup(async (path) => {
      if (path === '/api/v1/search?q=gla') {
        await first;
        return { data: [guide(1, 'Old answer')] };
      }
      return { data: [guide(4, 'Glaucoma')] };
    });
    const box = screen.getByRole('combobox', { name: 'Search the guides' });
    await user.type(box, 'gla');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.type(box, 'u');
    expect(await screen.findByRole('option', { name: 'Glaucoma (Getting around)' })).toBeVisible();
    releaseFirst();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Search cancelled by a newer one', 'gla'),
    );
    expect(screen.queryByRole('option', { name: /Old answer/ })).toBeNull();
  });

  it('"search guides for braille" searches the guides from the Get Help type too', async () => {
    const { user, request } = setup((path) => {
      if (path.startsWith('/api/v1/search?q=')) return { data: [guide(21, 'Learning braille')] };
      throw new Error(path);
    });
    // The user had switched to Get Help; the command brings back the guide search.
    await user.click(screen.getByRole('button', { name: /Search in/ }));
    await user.click(screen.getByRole('option', { name: 'Get Help' }));
    expect(await runIntent({ type: 'search-guides', query: 'braille' }, 'typed')).toEqual({
      ok: true,
      message: '',
    });
    const box = await screen.findByRole('combobox', { name: 'Search the guides' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('braille');
    await waitFor(() => expect(polite()).toHaveTextContent('1 suggestion'));
    expect(request).toHaveBeenCalledWith('/api/v1/search?q=braille', expect.anything());
    // The suggestions open with the arrow key, as after typing and pausing.
    await user.keyboard('{ArrowDown}');
    expect(
      await screen.findByRole('option', { name: 'Learning braille (Getting around)' }),
    ).toBeVisible();
  });

  it('says "No results found" and "Try different keywords" when nothing matches', async () => {
    const { user } = setup(() => ({ data: [] }));
    await user.type(screen.getByRole('combobox', { name: 'Search the guides' }), 'zzzz');
    expect(await screen.findByText('No results found. Try different keywords.')).toBeVisible();
    await waitFor(() =>
      expect(polite()).toHaveTextContent('No results found. Try different keywords.'),
    );
  });

  it('changing the type clears the text and the suggestions', async () => {
    const { user, request } = setup(() => ({ data: [guide(4, 'Glaucoma')] }));
    const box = screen.getByRole('combobox', { name: 'Search the guides' });
    await user.type(box, 'glau');
    await screen.findByRole('option', { name: 'Glaucoma (Getting around)' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Search in/ }));
    await user.click(await screen.findByRole('option', { name: 'Get Help' }));
    const place = screen.getByRole('combobox', { name: 'ZIP code or city' });
    expect(place).toHaveValue('');
    expect(screen.queryByRole('option', { name: /Glaucoma/ })).toBeNull();
    // The guide search's words are not searched again as a place once their debounce ends.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(request.mock.calls.map(([path]) => path)).toEqual(['/api/v1/search?q=glau']);
  });

  it('Get Help: a bad ZIP code says "Enter valid zipcode" on the field and in a toast', async () => {
    const { user, request } = setup(() => ({ data: PLACES }));
    await user.click(screen.getByRole('button', { name: /Search in/ }));
    await user.click(await screen.findByRole('option', { name: 'Get Help' }));
    const place = screen.getByRole('combobox', { name: 'ZIP code or city' });
    await user.type(place, '1910{Enter}');
    expect(place).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('alertdialog', { name: /Enter valid zipcode/ })).toBeVisible();
    expect(request).not.toHaveBeenCalled();
  });

  it('Get Help: a 5-digit ZIP code leads to the organisation search for it', async () => {
    const { user, history } = setup(() => ({ data: PLACES.slice(0, 1) }));
    await user.click(screen.getByRole('button', { name: /Search in/ }));
    await user.click(await screen.findByRole('option', { name: 'Get Help' }));
    const place = screen.getByRole('combobox', { name: 'ZIP code or city' });
    await user.type(place, '19104');
    await screen.findByRole('option', { name: 'Philadelphia, PA 19104' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(history.at(-1)).toBe('/client/organization/search?zipcode=19104');
    expect(place).not.toHaveAttribute('aria-invalid');
  });

  it('Get Help: a city suggests places; choosing one leads to its ZIP code', async () => {
    const { user, request, history } = setup(() => ({ data: PLACES }));
    await user.click(screen.getByRole('button', { name: /Search in/ }));
    await user.click(await screen.findByRole('option', { name: 'Get Help' }));
    const place = screen.getByRole('combobox', { name: 'ZIP code or city' });
    // City suggestions start after more than 2 characters, a ZIP lookup at 5 digits.
    await user.type(place, 'ph');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.clear(place);
    await user.type(place, '1910');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(request).not.toHaveBeenCalled();
    await user.clear(place);
    await user.type(place, 'phil');
    await user.click(await screen.findByRole('option', { name: 'Philadelphia, PA 19104' }));
    expect(request).toHaveBeenCalledWith('/api/v1/cities?q=phil', expect.anything());
    expect(history.at(-1)).toBe('/client/organization/search?zipcode=19104');
  });

  it('in Spanish', async () => {
    const { user } = setup(() => ({ data: [guide(4, 'Glaucoma', 'Glaucoma (es)')] }), 'sp');
    const region = screen.getByRole('search', { name: 'Buscar' });
    expect(within(region).getByRole('button', { name: /Buscar en/ })).toHaveTextContent(
      'Información útil',
    );
    await user.type(within(region).getByRole('combobox', { name: 'Buscar en las guías' }), 'glau');
    expect(
      await screen.findByRole('option', { name: 'Glaucoma (es) (Cómo desplazarse)' }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(polite()).not.toHaveTextContent('1 sugerencia');
  });
});
