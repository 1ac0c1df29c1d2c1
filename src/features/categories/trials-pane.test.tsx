import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STUDY, renderCategory, trialsAnswer } from './category-test-support.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

const TRIALS = '/client/organization/5?subCateId=48';

describe('Clinical trials (sub-category 48)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('searches 200 miles around the profile ZIP and says how many studies it found', async () => {
    const { request } = renderCategory(TRIALS);
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: '1 clinical trial within 200 miles of 19104',
      }),
    ).toBeVisible();
    expect(request).toHaveBeenCalledWith(
      '/api/v1/clinical-trails-search',
      expect.objectContaining({ method: 'POST', body: { zipcode: '19104', miles: 200 } }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('announcer-polite')).toHaveTextContent(
        '1 clinical trial within 200 miles of 19104',
      ),
    );
    expect(screen.getByText(/Sample listings/)).toBeVisible();
  });

  it('searches near the ZIP and for the condition a command put in the address', async () => {
    const { request } = renderCategory(`${TRIALS}&zipcode=10001&condition=glaucoma`);
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: '1 clinical trial within 200 miles of 10001',
      }),
    ).toBeVisible();
    expect(request).toHaveBeenCalledWith(
      '/api/v1/clinical-trails-search',
      expect.objectContaining({
        body: { zipcode: '10001', miles: 200, search_term: 'glaucoma' },
      }),
    );
  });

  it('shows each study: NCT number, name, mail and call links, description as a list', async () => {
    renderCategory(TRIALS);
    const card = await screen.findByRole('article', { name: STUDY.title });
    expect(within(card).getByText('NCT00000001')).toBeVisible();
    expect(within(card).getByText('Sample Study Coordinator')).toBeVisible();
    expect(
      within(card).getByRole('link', {
        name: 'Email Sample Study Coordinator: glaucoma-study@example.org',
      }),
    ).toHaveAttribute('href', 'mailto:glaucoma-study@example.org');
    expect(
      within(card).getByRole('link', { name: 'Call Sample Study Coordinator: (215) 555-0101' }),
    ).toHaveAttribute('href', 'tel:+12155550101');
    expect(
      within(card).getByText(
        'Sample Eye Research Center, Philadelphia, Pennsylvania: 0.85 miles away',
      ),
    ).toBeVisible();
    const description = within(card).getByRole('heading', { name: 'Study Description' })
      .nextElementSibling as HTMLElement;
    expect(
      within(description)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(STUDY.study_description);
    expect(
      within(card).getByRole('link', {
        name: `Visit website: ${STUDY.title} (opens in a new tab)`,
      }),
    ).toHaveAttribute('href', STUDY.URL);
  });

  it('shows the eligibility criteria as lists in a dialog that holds and returns focus', async () => {
    const { user } = renderCategory(TRIALS);
    const open = await screen.findByRole('button', {
      name: `Check Eligibility Criteria: ${STUDY.title}`,
    });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Who can take part' });
    const include = within(dialog).getByRole('heading', { name: 'You may take part if' })
      .nextElementSibling as HTMLElement;
    expect(
      within(include)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Adults 40 years or older', 'Early open-angle glaucoma']);
    const exclude = within(dialog).getByRole('heading', { name: 'You cannot take part if' })
      .nextElementSibling as HTMLElement;
    expect(within(exclude).getAllByRole('listitem')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('in Spanish: the interface in Spanish, the registry’s English text marked lang="en"', async () => {
    renderCategory(TRIALS, { language: 'sp' });
    const card = await screen.findByRole('article', { name: STUDY.title });
    expect(within(card).getByRole('heading', { level: 4 })).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('Número NCT')).toBeVisible();
    expect(
      within(card).getByRole('button', { name: /^Ver los criterios de elegibilidad/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: '1 ensayo clínico a menos de 200 millas de 19104' }),
    ).toBeVisible();
  });

  it('shows and announces the loading message while the registry answers', async () => {
    let finish: (value: ReturnType<typeof trialsAnswer>) => void = () => {};
    renderCategory(TRIALS, { answers: { trials: new Promise((resolve) => (finish = resolve)) } });
    expect(
      await screen.findByText('Fetching clinical research trials, please wait...'),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(screen.getByTestId('announcer-polite')).toHaveTextContent(
          'Fetching clinical research trials, please wait...',
        ),
      { timeout: 2500 },
    );
    finish(trialsAnswer([STUDY], false));
    expect(await screen.findByRole('article')).toBeVisible();
    expect(screen.queryByText(/Sample listings/)).toBeNull();
  });

  it('says the spec’s sentence when there are no trials, in both languages', async () => {
    renderCategory(TRIALS, { answers: { trials: trialsAnswer([]) } });
    expect(
      await screen.findByText(
        'Thank you for showing your interest but there are no clinical trials nearby. Please visit again later.',
      ),
    ).toBeVisible();
  });

  it('in Spanish, no trials', async () => {
    renderCategory(TRIALS, { language: 'sp', answers: { trials: trialsAnswer([]) } });
    expect(
      await screen.findByText(
        'Gracias por su interés, pero no hay ensayos clínicos cerca. Vuelva a visitarnos más adelante.',
      ),
    ).toBeVisible();
  });

  it('a failed search says so and offers to try again', async () => {
    expectConsoleError('Failed to load');
    renderCategory(TRIALS, { answers: { trials: new Error('503') } });
    expect(await screen.findByText('The clinical trials did not load.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
