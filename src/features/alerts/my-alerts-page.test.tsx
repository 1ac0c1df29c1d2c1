import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrialWatch } from '../../contracts/trial-watches.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import MyAlertsPage from './my-alerts-page.tsx';

function watch(overrides: Partial<TrialWatch>): TrialWatch {
  return {
    id: 1,
    conditions: ['glaucoma'],
    zipcode: '19104',
    miles: 100,
    frequency: 'weekly',
    language: 'en',
    is_paused: false,
    created_at: '2026-11-28T10:00:00.000Z',
    last_run_at: null,
    ...overrides,
  };
}

const GLAUCOMA = watch({});
const AMD = watch({
  id: 2,
  conditions: ['macular degeneration', 'stargardt disease'],
  zipcode: '10001',
  miles: 50,
  frequency: 'daily',
  language: 'sp',
  is_paused: true,
});

/** The watches API as the server answers, holding its list between calls. */
function alertsApi(start: TrialWatch[], { failChanges = false } = {}) {
  let stored = [...start];
  return vi.fn(async (path: string, options: { method?: string; body?: unknown }) => {
    if (path === '/api/v1/trial-watches' && !options.method) return { data: stored, max: 5 };
    const match = /^\/api\/v1\/trial-watches\/(\d+)$/.exec(path);
    if (match) {
      if (failChanges) throw new ApiRequestError(500, null);
      const id = Number(match[1]);
      if (options.method === 'DELETE') {
        stored = stored.filter((item) => item.id !== id);
        return null;
      }
      if (options.method === 'PATCH') {
        const { is_paused } = options.body as { is_paused: boolean };
        stored = stored.map((item) => (item.id === id ? { ...item, is_paused } : item));
        return stored.find((item) => item.id === id);
      }
    }
    throw new Error(`Unexpected API request in a test: ${options.method ?? 'GET'} ${path}`);
  });
}

function setup(watches: TrialWatch[], language: Language = 'en', options = {}) {
  return renderSignedIn(<MyAlertsPage />, {
    user: makeUser({ subscription_status: 'active' }),
    request: alertsApi(watches, options),
    language,
    path: '/my-alerts',
  });
}

const cards = () => screen.queryAllByRole('article');

describe('My alerts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each alert with its place, distance, frequency, language and state', async () => {
    setup([GLAUCOMA, AMD]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My alerts' })).toBeVisible();
    const first = await screen.findByRole('article', { name: 'glaucoma near 19104' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Within 100 miles', 'E-mailed every week', 'In English', 'On']);
    const second = screen.getByRole('article', {
      name: 'macular degeneration or stargardt disease near 10001',
    });
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Within 50 miles', 'E-mailed every day', 'In Spanish', 'Paused: no e-mails']);
    expect(
      within(first).getByRole('button', { name: 'Pause the alert for glaucoma near 19104' }),
    ).toBeVisible();
    expect(
      within(second).getByRole('button', {
        name: 'Resume the alert for macular degeneration or stargardt disease near 10001',
      }),
    ).toBeVisible();
    expect(screen.getByText(/You can keep up to 5\./)).toBeVisible();
  });

  it('pauses and resumes an alert, saying each once, focus staying on the button', async () => {
    const { user, request } = setup([GLAUCOMA]);
    const pause = await screen.findByRole('button', {
      name: 'Pause the alert for glaucoma near 19104',
    });
    await user.click(pause);
    expect(request).toHaveBeenCalledWith(
      '/api/v1/trial-watches/1',
      expect.objectContaining({ method: 'PATCH', body: { is_paused: true } }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('announcer-polite')).toHaveTextContent('Alert paused.'),
    );
    const resume = await screen.findByRole('button', {
      name: 'Resume the alert for glaucoma near 19104',
    });
    expect(resume).toHaveFocus();
    expect(screen.getByText('Paused: no e-mails')).toBeVisible();
    await user.click(resume);
    await waitFor(() =>
      expect(screen.getByTestId('announcer-polite')).toHaveTextContent('Alert resumed.'),
    );
    expect(
      await screen.findByRole('button', { name: 'Pause the alert for glaucoma near 19104' }),
    ).toBeVisible();
  });

  it('asks before deleting; “Keep it” keeps the alert and returns focus to Delete', async () => {
    const { user, request } = setup([GLAUCOMA, AMD]);
    const remove = await screen.findByRole('button', {
      name: 'Delete the alert for glaucoma near 19104',
    });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this alert?' });
    expect(
      within(dialog).getByText(
        'You will get no more e-mails about glaucoma near 19104. You can set it up again later.',
      ),
    ).toBeVisible();
    // The safe answer has focus, so Enter pressed twice deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    expect(request).not.toHaveBeenCalledWith('/api/v1/trial-watches/1', expect.anything());
    expect(cards()).toHaveLength(2);
  });

  it('deletes after “Delete the alert”: the card goes, focus to the list heading, said once', async () => {
    const { user, request } = setup([GLAUCOMA, AMD]);
    await user.click(
      await screen.findByRole('button', { name: 'Delete the alert for glaucoma near 19104' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the alert' }));
    expect(request).toHaveBeenCalledWith(
      '/api/v1/trial-watches/1',
      expect.objectContaining({ method: 'DELETE' }),
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('article', { name: 'glaucoma near 19104' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your alerts' })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByTestId('announcer-polite')).toHaveTextContent('Alert deleted.'),
    );
  });

  it('a change that fails is said assertively and nothing changes on screen', async () => {
    const { user } = setup([GLAUCOMA], 'en', { failChanges: true });
    await user.click(
      await screen.findByRole('button', { name: 'Pause the alert for glaucoma near 19104' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(
        'The change was not saved. Try again.',
      ),
    );
    expect(screen.getByText('On')).toBeVisible();
  });

  it('with no alerts: says so and links to the clinical trials', async () => {
    setup([]);
    expect(
      await screen.findByText(
        'You have no alerts yet. On the clinical trials page, choose “E-mail me new trials like these”.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find clinical trials' })).toHaveAttribute(
      'href',
      '/client/organization/13?subCateId=48',
    );
  });

  it('in Spanish', async () => {
    setup([AMD], 'sp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis alertas' })).toBeVisible();
    const card = await screen.findByRole('article', {
      name: 'macular degeneration o stargardt disease cerca de 10001',
    });
    expect(
      within(card).getByRole('button', {
        name: 'Reanudar la alerta sobre macular degeneration o stargardt disease cerca de 10001',
      }),
    ).toBeVisible();
    expect(within(card).getByText('En pausa: sin correos')).toBeVisible();
  });
});

const HEARD = {
  en: {
    deleteOf: 'Delete the alert for glaucoma near 19104',
    confirm: 'Delete the alert',
    deletedLast: 'Alert deleted. You have no alerts now.',
    empty: 'You have no alerts yet.',
    deleted: 'Alert deleted.',
  },
  sp: {
    deleteOf: 'Borrar la alerta sobre glaucoma cerca de 19104',
    confirm: 'Borrar la alerta',
    deletedLast: 'Alerta borrada. Ya no tiene alertas.',
    empty: 'Todavía no tiene alertas.',
    deleted: 'Alerta borrada.',
  },
} as const;

describe.each(['en', 'sp'] as const)('heard on My alerts (%s)', { timeout: 20_000 }, (language) => {
  const words = HEARD[language];

  it('deleting the last alert: one message, the empty list shown but not said again', async () => {
    const { user } = setup([GLAUCOMA], language);
    await user.click(await screen.findByRole('button', { name: words.deleteOf }));
    const dialog = await screen.findByRole('alertdialog');
    const ear = await listen();
    await user.click(within(dialog).getByRole('button', { name: words.confirm }));
    await screen.findByText(new RegExp(`^${words.empty}`));
    const heard = await expectHeardOnce(ear, [words.deletedLast]);
    expect(heard.filter((utterance) => utterance.text.includes(words.empty))).toEqual([]);
  });

  it('deleting one of two: “Alert deleted.” once', async () => {
    const { user } = setup([GLAUCOMA, AMD], language);
    await user.click(await screen.findByRole('button', { name: words.deleteOf }));
    const dialog = await screen.findByRole('alertdialog');
    const ear = await listen();
    await user.click(within(dialog).getByRole('button', { name: words.confirm }));
    await expectHeardOnce(ear, [words.deleted]);
  });
});
