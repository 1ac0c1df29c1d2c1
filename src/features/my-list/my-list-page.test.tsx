import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/namespaces/all.ts';
import { SaveToggle } from '../../components/ui/save-toggle.tsx';
import type { MyListResponse, SavedItem } from '../../contracts/my-list.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import MyListPage from './my-list-page.tsx';
import { readAs } from '../../testing/description.ts';

const ORGANIZATION: SavedItem = {
  id: 7,
  kind: 'organization',
  key: '5188',
  category_id: null,
  title: 'Associated Services for the Blind',
  title_sp: null,
  url: 'https://example.org/asb',
  phone: '2156271000',
  note: '',
  saved_at: '2026-11-20T10:00:00.000Z',
  available: true,
};
const GONE: SavedItem = {
  ...ORGANIZATION,
  id: 8,
  key: '77',
  title: 'Closed Center',
  phone: null,
  url: null,
  saved_at: '2026-11-21T10:00:00.000Z',
  available: false,
};
const GUIDE: SavedItem = {
  ...ORGANIZATION,
  id: 9,
  kind: 'guide',
  key: '16',
  category_id: 5,
  title: 'The white cane',
  title_sp: 'El bastón blanco',
  url: null,
  phone: null,
};

/** A fake API holding one list, as the server would answer. */
function listApi(initial: MyListResponse) {
  const list = structuredClone(initial);
  return vi.fn(async (path: string, options: { method?: string; body?: unknown }) => {
    if (path === '/api/v1/my-list' && (options.method ?? 'GET') === 'GET') return list;
    if (path === '/api/v1/my-list/items' && options.method === 'POST') {
      const item = { ...ORGANIZATION, id: 99 };
      list.items.push(item);
      return { item };
    }
    const note = /^\/api\/v1\/my-list\/items\/(\d+)\/note$/.exec(path);
    if (note) {
      const item = list.items.find((entry) => entry.id === Number(note[1]))!;
      item.note = (options.body as { note: string }).note;
      return { item };
    }
    const item = /^\/api\/v1\/my-list\/items\/(\d+)$/.exec(path);
    if (item && options.method === 'DELETE') {
      list.items = list.items.filter((entry) => entry.id !== Number(item[1]));
      return null;
    }
    if (path === '/api/v1/my-list/email') {
      return { queued: (options.body as { addresses: string[] }).addresses.length };
    }
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
}

const renderPage = (language: Language, list: MyListResponse) =>
  renderSignedIn(<MyListPage />, {
    user: makeUser(),
    language,
    path: '/my-list',
    request: listApi(list),
  });

describe('My list page', () => {
  it('groups the items by kind in the order saved; a removed one says so', async () => {
    renderPage('en', { items: [ORGANIZATION, GUIDE, GONE], shares: [] });
    const organizations = await screen.findByRole('region', { name: 'Organizations' });
    expect(
      within(organizations)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Associated Services for the Blind', 'Closed Center']);
    expect(within(organizations).getByText('No longer available')).toBeVisible();
    const guides = screen.getByRole('region', { name: 'Guides' });
    expect(
      within(guides).getByRole('link', { name: 'Open the guide The white cane' }),
    ).toHaveAttribute('href', '/client/organization/5?subCateId=16');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your list and your privacy' }),
    ).toBeVisible();
  });

  it('downloads the list as text or large print in either language, said once', async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:list';
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const download = vi.fn(async () => new Blob(['list']));
    renderSignedIn(<MyListPage />, {
      user: makeUser(),
      language: 'sp',
      path: '/my-list',
      request: listApi({ items: [ORGANIZATION], shares: [] }),
      session: { download },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Descargar mi lista' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['Plain text in English', 'en'],
      ['Large print PDF (18 pt) in English', 'en'],
      ['Large print PDF (24 pt) in English', 'en'],
      ['Texto sin formato, en español', 'es'],
      ['PDF en letra grande (18 puntos), en español', 'es'],
      ['PDF en letra grande (24 puntos), en español', 'es'],
    ]);
    const ear = await listen();
    await user.click(items[5]!);
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('/api/v1/my-list/files/my-list-sp-large-24.pdf'),
    );
    await expectHeardOnce(ear, ['Se descargó my-list-sp-large-24.pdf.']);
    vi.unstubAllGlobals();
  });

  it('reads the guide by its Spanish title in Spanish', async () => {
    renderPage('sp', { items: [GUIDE], shares: [] });
    const guides = await screen.findByRole('region', { name: 'Guías' });
    expect(within(guides).getByRole('heading', { level: 3 })).toHaveTextContent('El bastón blanco');
    expect(screen.getByRole('button', { name: 'Quitar El bastón blanco' })).toBeVisible();
  });

  it('refuses a note over 500 characters at the field, and says a saved note once', async () => {
    const user = userEvent.setup();
    const { request } = renderPage('en', { items: [ORGANIZATION], shares: [] });
    const field = await screen.findByRole('textbox', {
      name: 'Note for Associated Services for the Blind',
    });
    await user.click(field);
    await user.paste('x'.repeat(501));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('The note is 501 characters long. Make it 500 characters or fewer.'),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Save note for Associated Services for the Blind' }),
    );
    expect(request).not.toHaveBeenCalledWith(expect.stringMatching(/note$/), expect.anything());
    await user.clear(field);
    await user.type(field, 'Mornings');
    const ear = await listen();
    await user.click(
      screen.getByRole('button', { name: 'Save note for Associated Services for the Blind' }),
    );
    await expectHeardOnce(ear, ['Note saved for Associated Services for the Blind.']);
  });

  it('removes an item: said once, focus on the page heading', async () => {
    const user = userEvent.setup();
    renderPage('sp', { items: [ORGANIZATION, GUIDE], shares: [] });
    const remove = await screen.findByRole('button', {
      name: 'Quitar Associated Services for the Blind',
    });
    const ear = await listen();
    await user.click(remove);
    await expectHeardOnce(ear, ['Se quitó Associated Services for the Blind de su lista.']);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Organizaciones' })).not.toBeInTheDocument(),
    );
  });

  it('checks the e-mail addresses before sending, then says where it went once', async () => {
    const user = userEvent.setup();
    const { request } = renderPage('en', { items: [ORGANIZATION], shares: [] });
    await user.click(await screen.findByRole('button', { name: 'E-mail my list' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail my list' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const first = within(dialog).getByRole('textbox', { name: 'E-mail address 1' });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(readAs('Enter at least one e-mail address.'));
    await user.type(first, 'family@example.com');
    const second = within(dialog).getByRole('textbox', { name: /E-mail address 2/ });
    await user.type(second, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    await user.clear(second);
    await user.type(second, 'worker@example.org');
    const ear = await listen();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expectHeardOnce(ear, ['Your list is on its way to 2 addresses.']);
    expect(request).toHaveBeenCalledWith(
      '/api/v1/my-list/email',
      expect.objectContaining({
        body: {
          addresses: ['family@example.com', 'worker@example.org'],
          language: 'en',
          include_notes: false,
        },
      }),
    );
    // Focus returns to the button that opened the dialog.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'E-mail my list' })).toHaveFocus(),
    );
  });
});

describe('the Save toggle', () => {
  it.each([
    [
      'en',
      'Save Associated Services for the Blind',
      'Saved Associated Services for the Blind to your list.',
    ],
    [
      'sp',
      'Guardar Associated Services for the Blind',
      'Se guardó Associated Services for the Blind en su lista.',
    ],
  ] as const)(
    '%s: named with the item, pressed once saved, said once',
    async (language, name, said) => {
      const user = userEvent.setup();
      const { request } = renderSignedIn(
        <SaveToggle
          item={{ kind: 'organization', organization_id: 5188 }}
          name="Associated Services for the Blind"
        />,
        { user: makeUser(), language, request: listApi({ items: [], shares: [] }) },
      );
      const toggle = await screen.findByRole('button', { name });
      await waitFor(() =>
        expect(request).toHaveBeenCalledWith('/api/v1/my-list', expect.anything()),
      );
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      const ear = await listen();
      await user.click(toggle);
      await expectHeardOnce(ear, [said]);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(toggle).toHaveFocus();
      expect(request).toHaveBeenCalledWith(
        '/api/v1/my-list/items',
        expect.objectContaining({ body: { kind: 'organization', organization_id: 5188 } }),
      );
    },
  );
});
