import { act, screen, waitFor, within } from '@testing-library/react';
import { runIntent } from '../../lib/commands.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../testing/users.ts';
import { ORGANIZATIONS, organization, renderCategory } from './category-test-support.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

const BASE = '/client/organization/5';

const politeAnnouncements = () => screen.getByTestId('announcer-polite').textContent;

/** jsdom has no object URLs and saves nothing: the names of the files "saved" instead. */
function stubFileSaving(): string[] {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:file';
      static override revokeObjectURL = () => {};
    },
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

/** The last call of the page's own searches: the Save toggles' read of the list may come later. */
function lastSearch(request: { mock: { calls: unknown[][] } }) {
  return request.mock.calls.filter(([path]) => path !== '/api/v1/my-list').at(-1) as
    [string, { body?: unknown }] | undefined;
}

describe('Category page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('opens on the Overview: the category intro, and a labelled list of its sections', async () => {
    renderCategory(BASE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting around' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    expect(screen.getByText('Ways to travel safely and on your own.')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sections of Getting around' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const guides = within(nav).getByRole('list', { name: 'Helpful information' });
    expect(
      within(guides)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The white cane', 'White cane laws by state']);
    const help = within(nav).getByRole('list', { name: 'Get help' });
    expect(within(help).getByRole('link', { name: 'Peer support groups' })).toHaveAttribute(
      'href',
      `${BASE}?subCateId=36`,
    );
    expect(within(nav).getByRole('link', { name: 'Back to Categories' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    expect(screen.getByRole('tab', { name: 'Helpful information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('in Spanish: titles, intro and sections in Spanish', async () => {
    renderCategory(BASE, { language: 'sp' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cómo desplazarse' }),
    ).toBeVisible();
    expect(screen.getByText('Formas de viajar con seguridad y por su cuenta.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Obtener ayuda' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a las categorías' })).toBeVisible();
  });

  it('shows a guide as headings, paragraphs, lists and links; a new tab is said', async () => {
    renderCategory(`${BASE}?subCateId=13`);
    expect(await screen.findByRole('heading', { level: 2, name: 'The white cane' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Using a cane' })).toBeVisible();
    expect(screen.getByText('A white cane tells drivers you are blind.').tagName).toBe('P');
    const link = screen.getByRole('link', {
      name: 'National Federation of the Blind (opens in a new tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const list = screen.getByRole('heading', {
      level: 3,
      name: 'Who teaches it',
    }).nextElementSibling;
    expect(list?.tagName).toBe('UL');
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Facts checked on 21 Nov, 2026')).toBeVisible();
    expect(document.title).toContain('The white cane – Getting around');
  });

  it('shows one state’s laws at a time: Alabama first, then the state chosen', async () => {
    const { user } = renderCategory(`${BASE}?subCateId=16`);
    const select = await screen.findByRole('button', {
      name: /Please select state to view the state laws/,
    });
    expect(select).toHaveTextContent('Alabama');
    expect(screen.getByRole('heading', { level: 3, name: 'Alabama' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Texas' })).toBeNull();
    expect(screen.getAllByText('Last verified: November 21, 2026.')).toHaveLength(1);

    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Texas' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Texas' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Alabama' })).toBeNull();
    expect(screen.getByText('Texas has a white cane law.')).toBeVisible();
    await waitFor(() => expect(politeAnnouncements()).toBe('Showing the laws of Texas.'));
  });

  it('prints in either language: the matching PDF is downloaded with its name', async () => {
    const clicked = stubFileSaving();
    const { user, session } = renderCategory(`${BASE}?subCateId=13`);
    const download = vi.mocked(session.download);
    download.mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));

    await user.click(await screen.findByRole('button', { name: 'Print or download' }));
    const menu = await screen.findByRole('menu', { name: 'Print or download' });
    const english = within(menu).getByRole('menuitem', { name: 'Print in English' });
    const spanish = within(menu).getByRole('menuitem', { name: 'Imprimir en español' });
    // Each choice is in its own language, marked so a screen reader switches voice.
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish).toHaveAttribute('lang', 'es');
    await user.click(spanish);
    await waitFor(() => expect(clicked).toEqual(['guide-130-sp.pdf']));
    expect(download).toHaveBeenCalledWith('/api/v1/dfiles/guide-130-sp.pdf');
    await waitFor(() => expect(politeAnnouncements()).toBe('guide-130-sp.pdf was downloaded.'));
  });

  it('offers each language in large print (18 and 24 pt) and as plain text', async () => {
    stubFileSaving();
    const { user, session } = renderCategory(`${BASE}?subCateId=13`);
    const download = vi.mocked(session.download);
    download.mockResolvedValue(new Blob(['text'], { type: 'text/plain' }));

    await user.click(await screen.findByRole('button', { name: 'Print or download' }));
    const menu = await screen.findByRole('menu', { name: 'Print or download' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('lang')]);
    expect(names).toEqual([
      ['Print in English', 'en'],
      ['Large print PDF (18 pt) in English', 'en'],
      ['Large print PDF (24 pt) in English', 'en'],
      ['Plain text in English', 'en'],
      ['E-book (EPUB) in English', 'en'],
      ['Imprimir en español', 'es'],
      ['PDF en letra grande (18 puntos), en español', 'es'],
      ['PDF en letra grande (24 puntos), en español', 'es'],
      ['Texto sin formato, en español', 'es'],
      ['Libro electrónico (EPUB), en español', 'es'],
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Plain text in English' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/v1/dfiles/guide-130-en.txt'));
    await user.click(await screen.findByRole('button', { name: 'Print or download' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'PDF en letra grande (24 puntos), en español' }),
    );
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('/api/v1/dfiles/guide-130-sp-large-24.pdf'),
    );
    await waitFor(() =>
      expect(politeAnnouncements()).toBe('guide-130-sp-large-24.pdf was downloaded.'),
    );
  });

  it('offers the whole category as one e-book on the Overview, and by command', async () => {
    stubFileSaving();
    const { user, session } = renderCategory(BASE);
    const download = vi.mocked(session.download);
    download.mockResolvedValue(new Blob(['PK'], { type: 'application/epub+zip' }));

    await user.click(await screen.findByRole('button', { name: 'All these guides as an e-book' }));
    const menu = await screen.findByRole('menu', { name: 'All these guides as an e-book' });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('lang')]);
    expect(items).toEqual([
      ['E-book (EPUB) in English', 'en'],
      ['Libro electrónico (EPUB), en español', 'es'],
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: /en español/ }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/v1/dfiles/category-5-sp.epub'));
    await waitFor(() => expect(politeAnnouncements()).toBe('category-5-sp.epub was downloaded.'));

    // By command: the e-book is the category's here; other formats need a guide open.
    expect(await runIntent({ type: 'download', format: 'epub', language: 'en' }, 'typed')).toEqual({
      ok: true,
      message: 'category-5-en.epub was downloaded.',
    });
    expect(await runIntent({ type: 'download', format: 'text', language: 'en' }, 'typed')).toEqual({
      ok: false,
      message: 'Open a guide first, then ask for it as text or in large print.',
    });
  });

  it('downloads the open guide in the format a command names', async () => {
    stubFileSaving();
    const { session } = renderCategory(`${BASE}?subCateId=13`);
    const download = vi.mocked(session.download);
    download.mockResolvedValue(new Blob(['x']));
    await screen.findByRole('button', { name: 'Print or download' });
    // The guide's menu, not the category's: only one handler answers while a guide is open.
    expect(screen.queryByRole('button', { name: 'All these guides as an e-book' })).toBeNull();
    for (const [format, name] of [
      ['epub', 'guide-130-sp.epub'],
      ['text', 'guide-130-sp.txt'],
      ['large-24', 'guide-130-sp-large-24.pdf'],
    ] as const) {
      expect(await runIntent({ type: 'download', format, language: 'sp' }, 'typed')).toEqual({
        ok: true,
        message: `${name} was downloaded.`,
      });
      expect(download).toHaveBeenLastCalledWith(`/api/v1/dfiles/${name}`);
    }
  });

  it('says so when a download fails, on the page and to assistive technology', async () => {
    expectConsoleError('Failed to download file');
    const { user, session } = renderCategory(`${BASE}?subCateId=13`);
    vi.mocked(session.download).mockRejectedValue(new Error('503'));
    await user.click(await screen.findByRole('button', { name: 'Print or download' }));
    await user.click(screen.getByRole('menuitem', { name: 'Print in English' }));
    const message = 'The file did not download. Please try again.';
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(message),
    );
  });

  it('in the Spanish interface the English print item carries lang="en"', async () => {
    const { user } = renderCategory(`${BASE}?subCateId=13`, { language: 'sp' });
    await user.click(await screen.findByRole('button', { name: 'Imprimir o descargar' }));
    expect(screen.getByRole('menuitem', { name: 'Print in English' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByRole('menuitem', { name: 'Imprimir en español' })).toHaveAttribute(
      'lang',
      'es',
    );
  });

  it('a section link moves focus to what it opened; the address holds the choice', async () => {
    const { user, history } = renderCategory(BASE);
    const nav = await screen.findByRole('navigation', { name: 'Sections of Getting around' });
    await user.click(within(nav).getByRole('link', { name: 'White cane laws by state' }));
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'White cane laws by state',
    });
    expect(heading).toHaveFocus();
    expect(history.at(-1)).toBe(`${BASE}?subCateId=16`);
    expect(within(nav).getByRole('link', { name: 'White cane laws by state' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('Get help opens its first kind of help; Helpful information its first guide', async () => {
    const { user, history } = renderCategory(BASE);
    await user.click(await screen.findByRole('tab', { name: 'Get help' }));
    expect(history.at(-1)).toBe(`${BASE}?subCateId=36`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Peer support groups' }),
    ).toBeVisible();
    await waitFor(() => expect(politeAnnouncements()).toContain('Peer support groups'));
    await user.click(screen.getByRole('tab', { name: 'Helpful information' }));
    expect(history.at(-1)).toBe(`${BASE}?subCateId=13`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Using a cane' })).toBeVisible();
  });

  it('lists organisations near the profile ZIP with the count, in the server’s order', async () => {
    const { request } = renderCategory(`${BASE}?subCateId=36`);
    expect(
      await screen.findByRole('heading', { level: 3, name: '2 organizations near 19104' }),
    ).toBeVisible();
    const names = screen
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['1. Philadelphia Peer Group', '2. Delaware Valley Guide Dogs']);
    expect(request).toHaveBeenCalledWith(
      '/api/v1/organizations',
      expect.objectContaining({
        method: 'POST',
        body: {
          sub_cat_id: 36,
          zip_code: '19104',
          age: expect.any(Number),
          miles: 100,
          is_veteran: 1,
        },
      }),
    );
    await waitFor(() => expect(politeAnnouncements()).toBe('2 organizations near 19104'));
  });

  it('the distance filter narrows the search, keeps it in the address and says the new count', async () => {
    const { user, request, history } = renderCategory(`${BASE}?subCateId=36`, {
      answers: {
        organizations: (body) => (body['miles'] === 50 ? ORGANIZATIONS.slice(0, 1) : ORGANIZATIONS),
      },
    });
    await screen.findByRole('heading', { name: '2 organizations near 19104' });
    const group = screen.getByRole('radiogroup', { name: 'Distance' });
    expect(within(group).getByRole('radio', { name: 'Within 100 miles' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Within 50 miles' }));
    expect(history.at(-1)).toBe(`${BASE}?subCateId=36&miles=50`);
    expect(await screen.findByRole('heading', { name: '1 organization near 19104' })).toBeVisible();
    expect(lastSearch(request)).toEqual([
      '/api/v1/organizations',
      expect.objectContaining({ body: expect.objectContaining({ miles: 50 }) }),
    ]);
    await waitFor(() => expect(politeAnnouncements()).toBe('1 organization near 19104'));
  });

  it('a reload with miles=50 in the address searches 50 miles', async () => {
    const { request } = renderCategory(`${BASE}?subCateId=36&miles=50`);
    await screen.findByRole('heading', { name: /near 19104/ });
    expect(screen.getByRole('radio', { name: 'Within 50 miles' })).toBeChecked();
    expect(request).toHaveBeenCalledWith(
      '/api/v1/organizations',
      expect.objectContaining({ body: expect.objectContaining({ miles: 50 }) }),
    );
  });

  it('sends age 0 for sub-category 45 and the age from the date of birth otherwise', async () => {
    const { request, user } = renderCategory(`${BASE}?subCateId=45`);
    await screen.findByRole('heading', { name: /near 19104/ });
    expect(request).toHaveBeenCalledWith(
      '/api/v1/organizations',
      expect.objectContaining({ body: expect.objectContaining({ sub_cat_id: 45, age: 0 }) }),
    );
    await user.click(screen.getByRole('link', { name: 'Peer support groups' }));
    await screen.findByRole('heading', { level: 2, name: 'Peer support groups' });
    await waitFor(() =>
      expect(lastSearch(request)).toEqual([
        '/api/v1/organizations',
        expect.objectContaining({
          body: expect.objectContaining({ sub_cat_id: 36, age: expect.any(Number) }),
        }),
      ]),
    );
    const body = lastSearch(request)?.[1]?.body as { age: number };
    expect(body.age).toBeGreaterThanOrEqual(45);
  });

  it('says "No organization found." and suggests a wider distance when the list is empty', async () => {
    renderCategory(`${BASE}?subCateId=36`, { answers: { organizations: [] } });
    const text = 'No organization found. Try a wider distance.';
    expect(await screen.findByText(text)).toBeVisible();
    await waitFor(() => expect(politeAnnouncements()).toBe(text));
  });

  it('in Spanish: "No se encontró ninguna organización." and plural counts', async () => {
    renderCategory(`${BASE}?subCateId=36`, { language: 'sp', answers: { organizations: [] } });
    expect(
      await screen.findByText(
        'No se encontró ninguna organización. Pruebe con una distancia mayor.',
      ),
    ).toBeVisible();
  });

  it('counts in Spanish with plurals', async () => {
    renderCategory(`${BASE}?subCateId=36`, {
      language: 'sp',
      answers: { organizations: ORGANIZATIONS.slice(0, 1) },
    });
    expect(
      await screen.findByRole('heading', { name: '1 organización cerca de 19104' }),
    ).toBeVisible();
  });

  it('a failed list says so and offers to try again', async () => {
    expectConsoleError('Failed to load');
    const answers: { organizations: Error | typeof ORGANIZATIONS } = {
      organizations: new Error('500'),
    };
    const { user } = renderCategory(`${BASE}?subCateId=36`, { answers });
    expect(await screen.findByText('The organizations did not load.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(
        'The organizations did not load.',
      ),
    );
    answers.organizations = ORGANIZATIONS;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: '2 organizations near 19104' }),
    ).toBeVisible();
  });

  it('without a ZIP code in the profile it asks for one instead of searching', async () => {
    const { request } = renderCategory(`${BASE}?subCateId=36`, {
      user: makeUser({ subscription_status: 'active', profile_incomplete: 0 }),
    });
    expect(
      await screen.findByText('Add your ZIP code to your profile to see organizations near you.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    expect(request).not.toHaveBeenCalledWith('/api/v1/organizations', expect.anything());
  });

  it('a category that is not there (or not the user’s) says so', async () => {
    expectConsoleError('Failed to load');
    renderCategory('/client/organization/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'There is no such category.' }),
    ).toBeVisible();
  });

  it('a failed load says so and offers to try again', async () => {
    expectConsoleError('Failed to load');
    renderCategory(BASE, { answers: { guides: new Error('500') } });
    expect(await screen.findByText('This category did not load.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('sends a lapsed subscription to the page that says so, loading nothing', async () => {
    const { request, history } = renderCategory(BASE, {
      user: makeUser({ subscription_status: 'canceled', profile_incomplete: 0 }),
    });
    await waitFor(() => expect(history.at(-1)).toBe('/client/in-active-subscription'));
    await act(async () => {});
    expect(request).not.toHaveBeenCalled();
  });
});

describe('Organisation card', () => {
  it('shows each fact once, formatted: address without "nan", call links, distance, verification', async () => {
    renderCategory(`${BASE}?subCateId=36`);
    const first = (await screen.findByRole('article', {
      name: '1. Philadelphia Peer Group',
    })) as HTMLElement;
    expect(within(first).getByText('3535 Market St, Philadelphia, PA 19104')).toBeVisible();
    const call = within(first).getByRole('link', {
      name: 'Call Philadelphia Peer Group: (215) 555-1234',
    });
    expect(call).toHaveTextContent('(215) 555-1234');
    expect(call).toHaveAttribute('href', 'tel:+12155551234');
    expect(within(first).getByText('1.50 miles away')).toBeVisible();
    expect(within(first).getByText('Not yet verified: call to confirm')).toBeVisible();
    const website = within(first).getByRole('link', {
      name: 'Visit website: Philadelphia Peer Group (opens in a new tab)',
    });
    expect(website).toHaveAttribute('href', 'https://peer.example.org');
    expect(website).toHaveAttribute('target', '_blank');
    expect(
      within(first).getByRole('link', { name: 'View on Map: Philadelphia Peer Group' }),
    ).toHaveAttribute('href', '/client/organization-detail?subCateId=36&orgId=1&zipcode=19104');
    const directions = within(first).getByRole('link', {
      name: 'Directions to Philadelphia Peer Group, opens in a new tab',
    });
    expect(directions).toHaveTextContent(/^Directions$/);
    expect(directions).toHaveAttribute('target', '_blank');
    expect(new URL(directions.getAttribute('href') ?? '').searchParams.get('destination')).toBe(
      'Philadelphia Peer Group, 3535 Market St, Philadelphia, PA 19104',
    );

    const second = screen.getByRole('article', { name: '2. Delaware Valley Guide Dogs' });
    expect(within(second).getByText('Wilmington, DE')).toBeVisible();
    // A city is not an address to go to.
    expect(within(second).queryByRole('link', { name: /^Directions/ })).toBeNull();
    // Not ten digits: shown as given; the toll-free number is formatted.
    expect(
      within(second).getByRole('link', { name: /^Call Delaware Valley Guide Dogs: 1-800-GUIDE$/ }),
    ).toBeVisible();
    expect(
      within(second).getByRole('link', {
        name: 'Call Delaware Valley Guide Dogs toll free: (888) 657-7323',
      }),
    ).toHaveAttribute('href', 'tel:+18886577323');
    expect(within(second).getByText('27.46 miles away')).toBeVisible();
    expect(within(second).getByText('Last verified 02 Oct, 2026')).toBeVisible();
    expect(within(second).queryByRole('link', { name: /Visit website/ })).toBeNull();
  });

  it('hides the distance for national organisations (sub-category 35)', async () => {
    renderCategory(`${BASE}?subCateId=35`, {
      answers: { organizations: [organization({ distance: 3.25, sub_category_id: 35 })] },
    });
    const card = await screen.findByRole('article', { name: '1. Philadelphia Peer Group' });
    expect(within(card).queryByText(/miles away/)).toBeNull();
  });

  it('in Spanish: distance, verification and actions', async () => {
    renderCategory(`${BASE}?subCateId=36`, { language: 'sp' });
    const second = await screen.findByRole('article', { name: '2. Delaware Valley Guide Dogs' });
    expect(within(second).getByText('A 27.46 millas')).toBeVisible();
    expect(within(second).getByText('Última verificación: 2 oct 2026')).toBeVisible();
    const first = screen.getByRole('article', { name: '1. Philadelphia Peer Group' });
    expect(
      within(first).getByRole('link', { name: 'Llamar a Philadelphia Peer Group: (215) 555-1234' }),
    ).toBeVisible();
    expect(within(first).getByText('Aún sin verificar: llame para confirmar')).toBeVisible();
  });
});
