import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredAnswer } from '../../contracts/surveys.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import MySurveysPage from './my-surveys-page.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

function answer(
  question: number,
  en: string,
  sp: string,
  choice: string,
  choiceSp: string,
): StoredAnswer {
  return {
    question_id: question,
    question_text_en: en,
    question_text_sp: sp,
    choice_text: choice,
    choice_text_sp: choiceSp,
    answer: choice.toLowerCase(),
  };
}

const BLV = [
  answer(
    21,
    'How hard is it to read print?',
    '¿Qué tan difícil le es leer?',
    'Moderate difficulty',
    'Dificultad moderada',
  ),
  answer(
    27,
    'What helps you get around?',
    '¿Qué le ayuda a desplazarse?',
    'A white cane',
    'Un bastón blanco',
  ),
  answer(
    27,
    'What helps you get around?',
    '¿Qué le ayuda a desplazarse?',
    'A phone app',
    'Una aplicación',
  ),
];
const QUESTIONNAIRE = [
  answer(1, 'Which eye conditions?', '¿Qué afecciones?', 'Glaucoma', 'Glaucoma'),
];

function setup(
  { blv = BLV, questionnaire = [] as StoredAnswer[], fail = false } = {},
  language: Language = 'en',
  path = '/my-surveys',
) {
  const request = vi.fn(async (requestPath: string, options: { body: { surveyId: number } }) => {
    if (requestPath !== '/api/v1/getSurveyAnswerBySurveyIdAndUserId') {
      throw new Error(`Unexpected API request in a test: ${requestPath}`);
    }
    if (fail) throw new Error('500');
    return { data: options.body.surveyId === 2 ? blv : questionnaire };
  });
  return renderSignedIn(<MySurveysPage />, { user: makeUser(), request, language, path });
}

const questionsOf = (list: HTMLElement) =>
  [...list.children].map((item) => [
    item.querySelector('p')?.textContent,
    [...item.querySelectorAll('li')].map((choice) => choice.textContent),
  ]);

describe('My Surveys', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the Blind Low Vision survey’s numbered questions with the answers chosen', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Blind Low Vision Survey' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Your surveys' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Blind Low Vision Survey']);
    const list = document.getElementById('survey-answers') as HTMLElement;
    expect(list.tagName).toBe('OL');
    expect(questionsOf(list)).toEqual([
      ['How hard is it to read print?', ['Moderate difficulty']],
      ['What helps you get around?', ['A white cane', 'A phone app']],
    ]);
    expect(screen.getByRole('button', { name: 'Print Survey' })).toBeVisible();
  });

  it('in Spanish, and the questionnaire too when it was answered', async () => {
    setup({ questionnaire: QUESTIONNAIRE }, 'sp', '/my-surveys?survey=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cuestionario' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sus encuestas' });
    expect(within(nav).getByRole('link', { name: 'Cuestionario' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Encuesta de ceguera y baja visión' }),
    ).toHaveAttribute('href', '/my-surveys');
    expect(questionsOf(document.getElementById('survey-answers') as HTMLElement)).toEqual([
      ['¿Qué afecciones?', ['Glaucoma']],
    ]);
  });

  it('says "Survey information not found." when there are no answers, and offers no printing', async () => {
    setup({ blv: [] });
    expect(await screen.findByText('Survey information not found.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('announcer-polite')).toHaveTextContent(
        'Survey information not found.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Print Survey' })).toBeNull();
  });

  it('a failed load says so and offers to try again', async () => {
    expectConsoleError('Failed to load');
    setup({ fail: true });
    expect(await screen.findByText('Your answers did not load.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('Print Survey prints the answers alone', async () => {
    const printed: (string | undefined)[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push(document.documentElement.dataset.printOnly);
      window.dispatchEvent(new Event('afterprint'));
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Print Survey' }));
    expect(printed).toEqual(['survey-answers']);
    expect(document.documentElement.dataset.printOnly).toBeUndefined();
  });
});
