import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { StoredAnswer } from '../../contracts/surveys.ts';
import type { User } from '../../contracts/users.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { QUESTIONNAIRE } from '../../testing/onboarding-fixtures.ts';
import { makeUser } from '../../testing/users.ts';
import { renderPage } from './profile-test-support.tsx';
import { PROGRESS_ANNOUNCE_DELAY_MS } from '../../components/ui/survey-questions.tsx';
import Step4Page from './step-4-page.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

const stored = (question_id: number, answer: string): StoredAnswer => ({
  question_id,
  question_text_en: '',
  question_text_sp: '',
  choice_text: answer,
  choice_text_sp: answer,
  answer,
});

function questionnaireApi(previous: StoredAnswer[] = [], saveFails = false): Mock {
  return vi.fn(async (path: string) => {
    if (path === '/api/v1/survey/questions/1') return { data: QUESTIONNAIRE };
    if (path === '/api/v1/getSurveyAnswerBySurveyIdAndUserId') return { data: previous };
    if (path === '/api/v1/save-answers') {
      if (saveFails) throw new Error('offline');
      return { data: { submission_id: 1, survey_id: 1, user_id: 7, answer_count: 1 } };
    }
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
}

function setup({
  account = makeUser(),
  request = questionnaireApi(),
  language = 'en',
}: { account?: User; request?: Mock; language?: Language } = {}) {
  return renderPage(<Step4Page />, { user: account, request, language });
}

const saveBodies = (request: Mock) =>
  request.mock.calls
    .filter(([path]) => path === '/api/v1/save-answers')
    .map(([, options]) => (options as { body: unknown }).body);

const politeText = () => screen.getByTestId('announcer-polite').textContent;
const assertiveText = () => screen.getByTestId('announcer-assertive').textContent;

describe('Step 4: the questionnaire', { timeout: 15_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each question as a labelled group of its type, in English', async () => {
    setup();
    const conditions = await screen.findByRole('group', {
      name: /Question 1 of 2\. Which eye conditions/,
    });
    expect(
      within(conditions)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Glaucoma', 'Cataract']);
    const who = screen.getByRole('radiogroup', { name: /Question 2 of 2\. Who is answering/ });
    expect(within(who).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 2 answered',
    );
  });

  it('in Spanish, titles and choices come from title_sp and text_sp', async () => {
    setup({ language: 'sp' });
    const conditions = await screen.findByRole('group', {
      name: /Pregunta 1 de 2\. ¿Qué afecciones/,
    });
    expect(within(conditions).getByRole('checkbox', { name: 'Cataratas' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Un familiar' })).toBeInTheDocument();
    expect(screen.getByText('0 de 2 respondidas')).toBeInTheDocument();
  });

  it('Next says why it is unavailable until a question is answered, and saves nothing', async () => {
    const request = questionnaireApi();
    const { user, history } = setup({ request });
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription(
      'Answer at least one question to continue, or choose Skip.',
    );
    await user.click(next);
    await waitFor(() =>
      expect(assertiveText()).toBe('Answer at least one question to continue, or choose Skip.'),
    );
    expect(saveBodies(request)).toEqual([]);
    expect(history.at(-1)).toBe('/client/step-2');

    await user.click(screen.getByRole('radio', { name: 'A family member' }));
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(next).not.toHaveAccessibleDescription();
  });

  it('announces progress politely once the choices settle, not on every change', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Glaucoma' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 2 answered');
    await user.click(screen.getByRole('radio', { name: 'A family member' }));
    await user.click(screen.getByRole('radio', { name: 'I am, about myself' }));
    expect(politeText()).not.toContain('answered');
    await waitFor(() => expect(politeText()).toBe('2 of 2 answered'), {
      timeout: PROGRESS_ANNOUNCE_DELAY_MS + 1000,
    });
  });

  it.each([
    ['a client without a plan', '/client/step-5', makeUser()],
    [
      'an active trial account',
      '/client/dashboard',
      makeUser({ is_trial_account: 1, subscription_status: 'trial_active' }),
    ],
  ])('Next saves the answers and takes %s to %s', async (_who, destination, account) => {
    const request = questionnaireApi();
    const { user, history } = setup({ account, request });
    await user.click(await screen.findByRole('checkbox', { name: 'Glaucoma' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cataract' }));
    await user.click(screen.getByRole('radio', { name: 'A family member' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(history.at(-1)).toBe(destination));
    expect(saveBodies(request)).toEqual([
      {
        providerId: 1,
        userId: 7,
        clientId: 7,
        submittedBy: 7,
        surveySeqId: 1,
        surveyAns: [
          { questionId: 1, answer: ['glaucoma', 'cataract'] },
          { questionId: 2, answer: 'family' },
        ],
      },
    ]);
  });

  it('Skip and Back lead where the rules say; Back is step 3 (the original did nothing)', async () => {
    const { user, history } = setup({
      account: makeUser({ is_trial_account: 1, subscription_status: 'trial_active' }),
    });
    await screen.findByRole('checkbox', { name: 'Glaucoma' });
    await user.click(screen.getByRole('link', { name: 'Skip' }));
    expect(history.at(-1)).toBe('/client/dashboard');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(history.at(-1)).toBe('/client/step-3');
  });

  it('shows the answers already given', async () => {
    setup({ request: questionnaireApi([stored(1, 'cataract'), stored(2, 'myself')]) });
    expect(await screen.findByRole('checkbox', { name: 'Cataract' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Glaucoma' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'I am, about myself' })).toBeChecked();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 2 answered');
  });

  it('a failed save keeps the answers and says so', async () => {
    expectConsoleError('Saving the answers failed');
    const { user, history } = setup({ request: questionnaireApi([], true) });
    await user.click(await screen.findByRole('checkbox', { name: 'Glaucoma' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Your answers were not saved. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Glaucoma' })).toBeChecked();
    expect(history.at(-1)).toBe('/client/step-2');
  });

  it('a failed load says so and tries again', async () => {
    expectConsoleError('Failed to load');
    let fail = true;
    const request = vi.fn(async (path: string) => {
      if (fail) throw new Error('offline');
      return questionnaireApi()(path);
    });
    const { user } = setup({ request });
    expect(await screen.findByText('The questions did not load.')).toBeInTheDocument();
    await waitFor(() => expect(assertiveText()).toBe('The questions did not load.'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Glaucoma' })).toBeInTheDocument();
  });
});

describe('Step 4 with a screen reader', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await virtual.stop();
  });

  it.each([
    [
      'en',
      'A family member',
      'progressbar, Questions answered, max value 2, min value 0, current value 1 of 2 answered',
      '1 of 2 answered',
    ],
    [
      'sp',
      'Un familiar',
      'progressbar, Preguntas respondidas, max value 2, min value 0, current value 1 de 2 respondidas',
      '1 de 2 respondidas',
    ],
  ] as const)(
    '%s: hears the progress change, and reads the bar',
    async (language, radio, bar, text) => {
      const { user } = setup({ language });
      const choice = await screen.findByRole('radio', { name: radio });
      await virtual.start({ container: document.body });
      await user.click(choice);
      await waitFor(
        async () => expect(await virtual.spokenPhraseLog()).toContain(`polite: ${text}`),
        { timeout: PROGRESS_ANNOUNCE_DELAY_MS + 1000 },
      );
      await virtual.stop();

      await virtual.start({ container: screen.getByRole('progressbar') });
      expect((await virtual.spokenPhraseLog())[0]).toBe(bar);
    },
  );
});
