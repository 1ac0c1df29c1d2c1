import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TrialWatch } from '../../contracts/trial-watches.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
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

function watch(id: number, conditions: string[], zipcode: string): TrialWatch {
  return {
    id,
    conditions,
    zipcode,
    miles: 100,
    frequency: 'weekly',
    language: 'en',
    is_paused: false,
    created_at: '2026-11-28T10:00:00.000Z',
    last_run_at: null,
  };
}

const LIMIT = new ApiRequestError(409, {
  code: 'conflict',
  details: [{ path: '', message: 'watch_limit' }],
  message: 'At most 5 watches.',
  statusCode: 409,
  timestamp: new Date(0).toISOString(),
});

/**
 * The command layer on a signed-in page; the API answers the categories, and holds the
 * person's trial watches (`refuse`: what creating one throws).
 */
function setup(
  language: 'en' | 'sp' = 'en',
  { watches = [] as TrialWatch[], refuse }: { watches?: TrialWatch[]; refuse?: Error } = {},
) {
  let stored = [...watches];
  const request = vi.fn(async (path: string, options: { method?: string; body?: unknown }) => {
    if (path === '/api/v1/category') return CATEGORIES;
    if (path === '/api/v1/trial-watches' && options.method === 'POST') {
      if (refuse) throw refuse;
      const created = { ...watch(99, [], ''), ...(options.body as object) } as TrialWatch;
      stored.push(created);
      return created;
    }
    if (path === '/api/v1/trial-watches') return { data: stored, max: 5 };
    const id = /^\/api\/v1\/trial-watches\/(\d+)$/.exec(path)?.[1];
    if (id && options.method === 'DELETE') {
      stored = stored.filter((item) => item.id !== Number(id));
      return null;
    }
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
  const stillWatched = () => stored.map((item) => item.id);
  return { ...rendered, run, at, stillWatched };
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

  it('watches trials for a condition near a ZIP code with the dialog’s usual choices, in the page’s language', async () => {
    const { run, request, at } = setup('sp');
    const before = at();
    expect(await run({ type: 'watch-trials', condition: 'glaucoma', zip: '19104' })).toEqual({
      ok: true,
      message:
        'Alerta guardada: cada semana le enviaremos por correo electrónico los ensayos clínicos nuevos sobre glaucoma a menos de 100 millas de 19104. Puede cambiarla en Mis alertas.',
    });
    expect(request).toHaveBeenCalledWith(
      '/api/v1/trial-watches',
      expect.objectContaining({
        method: 'POST',
        body: {
          conditions: ['glaucoma'],
          zipcode: '19104',
          miles: 100,
          frequency: 'weekly',
          language: 'sp',
        },
      }),
    );
    // Saved where the person is: no page change.
    expect(at()).toBe(before);
  });

  it('a watch command without a condition or a place asks for it, and saves nothing', async () => {
    const { run, request } = setup();
    expect(await run({ type: 'watch-trials', zip: '19104' })).toEqual({
      ok: false,
      message: 'Say which condition, for example “watch trials for glaucoma near 19104”.',
    });
    expect(await run({ type: 'watch-trials', condition: 'glaucoma' })).toEqual({
      ok: false,
      message: 'Say or type a 5-digit ZIP code, for example “find help near 19104”.',
    });
    expect(request).not.toHaveBeenCalledWith('/api/v1/trial-watches', expect.anything());
  });

  it('a sixth watch is refused with the way out; another failure says to try again', async () => {
    expect(
      await setup('en', { refuse: LIMIT }).run({
        type: 'watch-trials',
        condition: 'glaucoma',
        zip: '19104',
      }),
    ).toEqual({ ok: false, message: 'You already have 5 alerts. Delete one in My alerts first.' });
    expect(
      await setup('sp', { refuse: new ApiRequestError(0, null) }).run({
        type: 'watch-trials',
        condition: 'glaucoma',
        zip: '19104',
      }),
    ).toEqual({ ok: false, message: 'No se guardó la alerta. Inténtelo de nuevo.' });
  });

  it('stops watching: deletes every alert naming the condition, accents and case aside', async () => {
    const { run, stillWatched } = setup('en', {
      watches: [
        watch(1, ['glaucoma'], '19104'),
        watch(2, ['Glaucóma', 'cataract'], '10001'),
        watch(3, ['macular degeneration'], '19104'),
      ],
    });
    expect(await run({ type: 'unwatch-trials', condition: 'glaucoma' })).toEqual({
      ok: true,
      message: 'Deleted your 2 alerts for glaucoma.',
    });
    expect(stillWatched()).toEqual([3]);
  });

  it('stops watching near a place: only the alerts there', async () => {
    const { run, stillWatched } = setup('sp', {
      watches: [watch(1, ['glaucoma'], '19104'), watch(2, ['glaucoma'], '10001')],
    });
    expect(await run({ type: 'unwatch-trials', condition: 'glaucoma', zip: '10001' })).toEqual({
      ok: true,
      message: 'Se borró su alerta sobre glaucoma.',
    });
    expect(stillWatched()).toEqual([1]);
  });

  it('stops watching a condition with no alert: says so and deletes nothing', async () => {
    const { run, stillWatched, request } = setup('en', {
      watches: [watch(1, ['glaucoma'], '19104')],
    });
    expect(await run({ type: 'unwatch-trials', condition: 'stargardt' })).toEqual({
      ok: false,
      message: 'You have no alert for stargardt.',
    });
    expect(await run({ type: 'unwatch-trials' })).toEqual({
      ok: false,
      message: 'Say which condition, for example “watch trials for glaucoma near 19104”.',
    });
    expect(stillWatched()).toEqual([1]);
    expect(request).not.toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/v1\/trial-watches\/\d+$/),
      expect.anything(),
    );
  });
});
