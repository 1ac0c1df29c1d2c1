import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runIntent, type Intent } from '../../lib/commands.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import CommandLayer from './command-layer.tsx';

const CATEGORIES = {
  data: [
    {
      id: 3,
      title: 'Transportation',
      title_sp: 'Transporte',
      description: '',
      description_sp: '',
      urls: '/images/3.svg',
    },
    {
      id: 7,
      title: 'Employment',
      title_sp: 'Empleo',
      description: '',
      description_sp: '',
      urls: '/images/7.svg',
    },
  ],
};

/** The command layer on a signed-in page; the API answers the categories. */
function setup(language: 'en' | 'sp' = 'en') {
  const request = vi.fn(async (path: string) => {
    if (path === '/api/v1/category') return CATEGORIES;
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
  const rendered = renderSignedIn(<CommandLayer isOpen={false} onOpenChange={() => {}} />, {
    user: makeUser({ subscription_status: 'active', profile_incomplete: 0 }),
    language,
    path: '/client/dashboard',
    request,
  });
  const run = (intent: Intent) => act(() => runIntent(intent, 'typed'));
  const at = () => rendered.history.at(-1);
  return { ...rendered, run, at };
}

describe('commands run by the command layer', () => {
  it('finds help near a ZIP code, with the topic for the search page to choose the kind', async () => {
    const { run, at } = setup();
    expect(await run({ type: 'find-help', zip: '19104', topic: 'braille classes' })).toEqual({
      ok: true,
      message: 'Searching for help near 19104.',
    });
    await waitFor(() =>
      expect(at()).toBe('/client/organization/search?zipcode=19104&topic=braille+classes'),
    );
    // Places and "near me" are made ZIP codes before a command runs (interpret.test.ts).
    expect(await run({ type: 'find-help' })).toEqual({
      ok: false,
      message: 'Say or type a 5-digit ZIP code, for example “find help near 19104”.',
    });
  });

  it('opens a category by its name in either language', async () => {
    const { run, at } = setup('sp');
    expect(await run({ type: 'open-category', name: 'empleo' })).toMatchObject({ ok: true });
    await waitFor(() => expect(at()).toBe('/client/organization/7'));
    expect(await run({ type: 'open-category', name: 'transportation' })).toMatchObject({
      ok: true,
    });
    await waitFor(() => expect(at()).toBe('/client/organization/3'));
    expect(await run({ type: 'open-category', name: 'cocina' })).toMatchObject({ ok: false });
  });

  it('finds clinical trials near a ZIP code, for a condition, on the trials list', async () => {
    const { run, at } = setup();
    expect(await run({ type: 'find-trials', zip: '10001', condition: 'glaucoma' })).toEqual({
      ok: true,
      message: 'Searching for clinical trials near 10001.',
    });
    await waitFor(() =>
      expect(at()).toBe('/client/organization/13?subCateId=48&zipcode=10001&condition=glaucoma'),
    );
    expect(await run({ type: 'find-trials' })).toEqual({
      ok: true,
      message: 'Searching for clinical trials near you.',
    });
    await waitFor(() => expect(at()).toBe('/client/organization/13?subCateId=48'));
  });
});
