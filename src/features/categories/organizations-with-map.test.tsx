import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { runIntent } from '../../lib/commands.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { organization } from './category-test-support.tsx';
import { OrganizationsWithMap } from './organizations-with-map.tsx';

// One rule for the number to call (numberToCall): the card shows it, reading says it and
// "call" presses its link, for an organisation with only a toll-free number too.

const TOLL_FREE_ONLY = organization({
  id: 7,
  organization: 'Hadley',
  phone: '  ',
  tollfree: '8003234238',
  distance: 2.25,
});
const NO_NUMBER = organization({
  id: 8,
  organization: 'Quiet Place',
  phone: null,
  tollfree: 'nan',
  distance: null,
});

function setup(language: 'en' | 'sp' = 'en') {
  window.localStorage.setItem('vh.map.shown', 'false');
  renderWithProviders(
    <OrganizationsWithMap
      organizations={[TOLL_FREE_ONLY, NO_NUMBER]}
      subCategoryId={36}
      initialId={null}
      headingLevel={3}
    />,
    { language },
  );
  return (intent: Parameters<typeof runIntent>[0]) => act(() => runIntent(intent, 'typed'));
}

describe('the number to call', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads and calls the toll-free number when there is no phone', async () => {
    const run = setup();
    expect(await run({ type: 'read-results' })).toMatchObject({
      announce: '2 organizations. 2.3 miles away. Toll-free (800) 323-4238.',
    });
    const dialled: string[] = [];
    const link = within(screen.getAllByRole('article')[0]!).getByRole('link', {
      name: 'Call Hadley toll free: (800) 323-4238',
    });
    link.addEventListener('click', (event) => {
      event.preventDefault();
      dialled.push(link.getAttribute('href')!);
    });
    expect(await run({ type: 'call', index: 1 })).toEqual({
      ok: true,
      message: 'Calling Hadley, (800) 323-4238.',
    });
    expect(dialled).toEqual(['tel:+18003234238']);
  });

  it('says when an organisation has no number, in Spanish', async () => {
    const run = setup('sp');
    expect(await run({ type: 'open-result', index: 2 })).toEqual({
      ok: true,
      message: '2. Quiet Place.',
      announce: '',
    });
    expect(await run({ type: 'call' })).toEqual({
      ok: false,
      message: 'Quiet Place no tiene un número de teléfono publicado.',
    });
  });
});
