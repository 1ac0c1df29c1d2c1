import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOrganizationSearch } from './category-test-support.tsx';
import { readAs } from '../../testing/description.ts';

// maplibre needs WebGL: jsdom gets the stand-in (the map is tested in the browser).
vi.mock('./map/organization-map.tsx', () => import('./map/organization-map-fake.tsx'));

describe('Organisations near a typed ZIP code', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for a kind of help, then lists organisations near that ZIP, not the profile’s', async () => {
    const { user, request, history } = renderOrganizationSearch(
      '/client/organization/search?zipcode=10001',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organizations near 10001' }),
    ).toBeVisible();
    // How many there are near, kind by kind, said once: shown, and announced.
    const found = '2 organizations near 10001, of 1 kind of help.';
    expect(
      await screen.findByText(
        `${found} Choose a kind of help to see the organizations near 10001.`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('announcer-polite')).toHaveTextContent(found));
    expect(request).toHaveBeenCalledWith(
      '/api/v1/organization-counts?zipcode=10001&miles=100',
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: /Kind of help/ }));
    const listbox = await screen.findByRole('listbox');
    // The survey and the clinical trials are not organisation lists.
    expect(within(listbox).queryByRole('option', { name: /Blind Low Vision survey/ })).toBeNull();
    expect(within(listbox).queryByRole('option', { name: /Clinical trials/ })).toBeNull();
    expect(
      within(listbox).getByRole('option', { name: 'Vision rehabilitation services (0)' }),
    ).toBeVisible();
    await user.click(within(listbox).getByRole('option', { name: 'Peer support groups (2)' }));
    expect(history.at(-1)).toBe('/client/organization/search?zipcode=10001&subCateId=36');
    expect(
      await screen.findByRole('heading', { level: 3, name: '2 organizations near 10001' }),
    ).toBeVisible();
    expect(request).toHaveBeenCalledWith(
      '/api/v1/organizations',
      expect.objectContaining({
        body: expect.objectContaining({ sub_cat_id: 36, zip_code: '10001', miles: 100 }),
      }),
    );
  });

  it('a reload keeps the kind of help and the distance', async () => {
    const { request } = renderOrganizationSearch(
      '/client/organization/search?zipcode=10001&subCateId=36&miles=50',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Peer support groups' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        '/api/v1/organizations',
        expect.objectContaining({
          body: expect.objectContaining({ miles: 50, zip_code: '10001' }),
        }),
      ),
    );
    expect(screen.getByRole('radio', { name: 'Within 50 miles' })).toBeChecked();
  });

  it('a bad ZIP code in the address says "Enter valid zipcode" and searches nothing', async () => {
    const { request } = renderOrganizationSearch('/client/organization/search?zipcode=1910');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter valid zipcode' }),
    ).toBeVisible();
    expect(request).not.toHaveBeenCalled();
  });

  it('in Spanish', async () => {
    renderOrganizationSearch('/client/organization/search?zipcode=10001', { language: 'sp' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organizaciones cerca de 10001' }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: /Tipo de ayuda/ })).toBeVisible();
    const found = '2 organizaciones cerca de 10001, de 1 tipo de ayuda.';
    await waitFor(() => expect(screen.getByTestId('announcer-polite')).toHaveTextContent(found));
  });

  it('a topic that names no kind of help leaves the chooser, with the counts', async () => {
    renderOrganizationSearch('/client/organization/search?zipcode=10001&topic=unicorn%20rides');
    expect(
      await screen.findByText(
        '2 organizations near 10001, of 1 kind of help. Choose a kind of help to see the organizations near 10001.',
      ),
    ).toBeVisible();
  });

  it('says so when nothing is near, and counts nothing once a kind is chosen', async () => {
    renderOrganizationSearch('/client/organization/search?zipcode=10001', {
      answers: { organizations: [] },
    });
    expect(
      await screen.findByText(
        'No organization found near 10001. Choose a kind of help to see the organizations near 10001.',
      ),
    ).toBeVisible();
    const chosen = renderOrganizationSearch(
      '/client/organization/search?zipcode=10001&subCateId=36',
    );
    await screen.findAllByRole('heading', { level: 2, name: 'Peer support groups' });
    expect(chosen.request).not.toHaveBeenCalledWith(
      expect.stringMatching(/organization-counts/),
      expect.anything(),
    );
  });

  it('finds organisations by name near the ZIP code; each leads to its own map screen', async () => {
    const { user, request, history } = renderOrganizationSearch(
      '/client/organization/search?zipcode=10001',
    );
    const field = await screen.findByRole('textbox', { name: 'Organization name' });
    expect(field).toHaveAccessibleDescription(
      readAs('Part of its name or its city, at least 2 letters.'),
    );
    // One letter is not a search: said under the field, nothing asked of the server.
    await user.type(field, 'p');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(field).toHaveAccessibleDescription(/Type at least 2 letters\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalledWith('/api/v1/search/orgnaization', expect.anything());

    await user.type(field, 'eer{Enter}');
    expect(history.at(-1)).toBe('/client/organization/search?zipcode=10001&q=peer');
    expect(
      await screen.findByRole('heading', { level: 3, name: '1 organization matches “peer”' }),
    ).toBeVisible();
    expect(request).toHaveBeenCalledWith(
      '/api/v1/search/orgnaization',
      expect.objectContaining({
        body: { zipcode: '10001', q: 'peer', miles: 100, age: 46, is_veteran: 1, page_size: 20 },
      }),
    );
    const card = screen.getByRole('article', { name: 'Philadelphia Peer Group' });
    expect(
      within(card).getByRole('link', { name: 'View on Map: Philadelphia Peer Group' }),
    ).toHaveAttribute('href', '/client/organization/search/1/10001?subCateId=36');
  });

  it('says when no organisation matches, in Spanish too', async () => {
    renderOrganizationSearch('/client/organization/search?zipcode=10001&q=zzz', {
      language: 'sp',
    });
    expect(
      await screen.findByText('Ninguna organización coincide con «zzz» cerca de 10001.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nombre de la organización' })).toHaveValue('zzz');
  });
});
