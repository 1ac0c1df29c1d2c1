import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLV_ANSWERS, PAID_USER, renderCategory } from './category-test-support.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

const SURVEY = '/client/organization/5?subCateId=44';
const DONE = { ...PAID_USER, blv_survey_completed: 1 as const };

describe('Blind Low Vision survey (sub-category 44)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows survey 2 with the questionnaire’s widgets and progress until it is completed', async () => {
    const { request } = renderCategory(SURVEY);
    const first = await screen.findByRole('radiogroup', {
      name: 'Question 1 of 2. How hard is it to read print?',
    });
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
    expect(
      screen.getByRole('group', { name: 'Question 2 of 2. What helps you get around?' }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 2 answered',
    );
    expect(request).not.toHaveBeenCalledWith('/api/v1/organizations', expect.anything());
  });

  it('in Spanish', async () => {
    renderCategory(SURVEY, { language: 'sp' });
    expect(
      await screen.findByRole('radiogroup', {
        name: 'Pregunta 1 de 2. ¿Qué tan difícil le es leer letra impresa?',
      }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Dificultad moderada' })).toBeVisible();
  });

  it('Finish says why it cannot act before an answer, and sends nothing', async () => {
    const { user, request } = renderCategory(SURVEY);
    const finish = await screen.findByRole('button', { name: 'Finish survey' });
    expect(finish).toHaveAttribute('aria-disabled', 'true');
    await user.click(finish);
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(
        'Answer at least one question to finish the survey.',
      ),
    );
    expect(request).not.toHaveBeenCalledWith('/api/v1/finish-blv-survey', expect.anything());
  });

  it('finishes in one call that saves the answers and marks the survey done, and takes the user it answers', async () => {
    const { user, request, session } = renderCategory(SURVEY);
    await user.click(await screen.findByRole('radio', { name: 'Moderate difficulty' }));
    await user.click(screen.getByRole('checkbox', { name: 'A white cane' }));
    await user.click(screen.getByRole('checkbox', { name: 'A phone app' }));
    await user.click(screen.getByRole('button', { name: 'Finish survey' }));
    await waitFor(() => expect(session.updateUser).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith(
      '/api/v1/finish-blv-survey',
      expect.objectContaining({
        method: 'POST',
        body: {
          surveyAns: [
            { questionId: 21, answer: 'moderate difficulty' },
            { questionId: 27, answer: ['white cane', 'phone app'] },
          ],
        },
      }),
    );
    // Neither of the spec's two separate calls: one server step, one transaction (issue 42).
    const paths = request.mock.calls.map(([path]) => path as string);
    expect(paths.filter((path) => /save-answers|edit-user/.test(path))).toEqual([]);
    expect(session.updateUser).toHaveBeenCalledWith(
      expect.objectContaining({ blv_survey_completed: 1 }),
    );
  });

  it('a failed save keeps the answers, says so, and does not mark the survey done', async () => {
    expectConsoleError('Saving the survey failed');
    const { user, session } = renderCategory(SURVEY, {
      answers: { saveAnswers: new Error('500') },
    });
    await user.click(await screen.findByRole('radio', { name: 'Moderate difficulty' }));
    await user.click(screen.getByRole('button', { name: 'Finish survey' }));
    const message = 'Your answers were not saved. Please try again.';
    // Said once by the announcer, and kept under the form for reading again.
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(message),
    );
    const inline = screen
      .getAllByText(message)
      .filter((element) => !element.closest('[data-testid^="announcer"]'));
    expect(inline).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Moderate difficulty' })).toBeChecked();
    expect(session.updateUser).not.toHaveBeenCalled();
  });

  it('once completed: optometrists (47) near the user, the note, and the answers to print', async () => {
    const printed: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push(document.documentElement.dataset.printOnly ?? '');
      window.dispatchEvent(new Event('afterprint'));
    });
    const { user, request } = renderCategory(SURVEY, {
      user: DONE,
      answers: { blvAnswers: BLV_ANSWERS },
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Low-vision optometrists near you' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Bring your survey answers to your appointment: they help the optometrist understand your sight.',
      ),
    ).toBeVisible();
    await screen.findByRole('heading', { name: '2 organizations near 19104' });
    expect(request).toHaveBeenCalledWith(
      '/api/v1/organizations',
      expect.objectContaining({ body: expect.objectContaining({ sub_cat_id: 47, age: 0 }) }),
    );
    const answers = await screen.findByRole('region', { name: 'Your survey answers' });
    const items = within(answers)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol') && item.parentElement?.tagName === 'OL');
    expect(items.map((item) => item.textContent)).toEqual([
      'How hard is it to read print?Moderate difficulty',
      'What helps you get around?A white caneA phone app',
    ]);
    await user.click(within(answers).getByRole('button', { name: 'Print my answers' }));
    expect(printed).toEqual(['survey-answers']);
    expect(document.documentElement.dataset.printOnly).toBeUndefined();
  });
});
