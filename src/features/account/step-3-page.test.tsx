import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/users.ts';
import { renderPage } from './profile-test-support.tsx';
import Step3Page from './step-3-page.tsx';

describe('Step 3: the questionnaire intro', () => {
  it("sits on the stepper's second stage and offers Back, Take questionnaire and Skip", async () => {
    const { user, history } = renderPage(<Step3Page />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Answer a few questions');
    const stepper = screen.getByRole('list', { name: 'Account setup steps' });
    expect(within(stepper).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('link', { name: 'Take questionnaire' }));
    expect(history.at(-1)).toBe('/client/step-4');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(history.at(-1)).toBe('/client/step-2');
  });

  it.each([
    ['a client without a plan', makeUser(), '/client/step-5'],
    [
      'a trial sign-up whose trial has not started',
      makeUser({ is_trial_account: 1 }),
      '/client/step-5',
    ],
    [
      'an active trial account',
      makeUser({ is_trial_account: 1, subscription_status: 'trial_active' }),
      '/client/dashboard',
    ],
    // trial_active on an account not flagged as a trial (spec table): still chooses a plan.
    [
      'a trial_active non-trial account',
      makeUser({ subscription_status: 'trial_active' }),
      '/client/step-5',
    ],
  ])('Skip takes %s to %s', async (_who, account, destination) => {
    const { user, history } = renderPage(<Step3Page />, { user: account });
    await user.click(screen.getByRole('link', { name: 'Skip' }));
    expect(history.at(-1)).toBe(destination);
  });

  it('in Spanish', () => {
    renderPage(<Step3Page />, { user: makeUser(), language: 'sp' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Responda unas preguntas');
    for (const name of ['Atrás', 'Responder el cuestionario', 'Omitir']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });
});
