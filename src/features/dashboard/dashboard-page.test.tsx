import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../contracts/catalog.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { makeUser } from '../../testing/users.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import DashboardPage from './dashboard-page.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

const CATEGORIES: Category[] = [
  {
    id: 11,
    title: 'Veterans',
    title_sp: 'Veteranos',
    description: 'Benefits and services for veterans.',
    description_sp: 'Beneficios y servicios para veteranos.',
    urls: '/images/categories/veterans.svg',
  },
  {
    id: 1,
    title: 'Adjusting to vision loss',
    title_sp: 'Adaptarse a la pérdida de la visión',
    description: 'First steps.',
    description_sp: 'Primeros pasos.',
    urls: '/images/categories/adjusting.svg',
  },
];

const ACTIVE = makeUser({ subscription_status: 'active', profile_incomplete: 0 });

function setup(answer: Category[] | Error, language: Language = 'en', user = ACTIVE) {
  const request = vi.fn(async (path: string) => {
    if (path === '/api/v1/category') {
      if (answer instanceof Error) throw answer;
      return { data: answer };
    }
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
  return renderSignedIn(<DashboardPage />, { user, request, language });
}

describe('Dashboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it("welcomes by first name and lists the categories in the server's order as links", async () => {
    setup(CATEGORIES);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, María');
    expect(document.title).toBe('Dashboard – Vision Hub');
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Veterans', '/client/organization/11'],
      ['Adjusting to vision loss', '/client/organization/1'],
    ]);
    // The image is decorative: the title names the category.
    const image = within(list).getAllByRole('presentation')[0];
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', '/images/categories/veterans.svg');
    expect(screen.getByText('Benefits and services for veterans.')).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    setup(CATEGORIES, 'sp');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hola, María');
    expect(await screen.findByRole('link', { name: 'Veteranos' })).toBeInTheDocument();
    expect(screen.getByText('Primeros pasos.')).toBeInTheDocument();
  });

  it.each([
    ['a canceled subscription', 'canceled', '/client/in-active-subscription'],
    ['a past_due subscription', 'past_due', '/client/in-active-subscription'],
    ['no subscription yet', '', '/client/step-2'],
  ])('sends %s where the redirect table says, loading nothing', (_case, status, destination) => {
    const { history, request } = setup(
      CATEGORIES,
      'en',
      makeUser({ subscription_status: status, profile_incomplete: 0 }),
    );
    expect(history.at(-1)).toBe(destination);
    expect(request).not.toHaveBeenCalled();
  });

  it('a failed load is said and can be tried again', async () => {
    expectConsoleError('Failed to load');
    setup(new Error('offline'));
    expect(await screen.findByText('The categories did not load.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(
        'The categories did not load.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
