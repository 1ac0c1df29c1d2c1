// What a screen-reader user hears on the account pages, in both languages: each message
// once, from one source, nothing else announced (src/testing/hearing.ts).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { PLANS, QUESTIONNAIRE, paymentConfig } from '../../testing/onboarding-fixtures.ts';
import { expectHeardOnce, listen } from '../../testing/hearing.ts';
import { makeUser } from '../../testing/users.ts';
import MyProfilePage from './my-profile-page.tsx';
import { renderPage } from './profile-test-support.tsx';
import Step4Page from './step-4-page.tsx';
import Step5Page from './step-5-page.tsx';

function onboardingApi(): Mock {
  return vi.fn(async (path: string) => {
    if (path === '/api/v1/survey/questions/1') return { data: QUESTIONNAIRE };
    if (path === '/api/v1/getSurveyAnswerBySurveyIdAndUserId') return { data: [] };
    if (path === '/api/v1/fetch-payment-plans') return { data: PLANS };
    if (path === '/api/v1/payment-config') return paymentConfig({});
    if (path === '/api/v1/save-payment-plan-details') {
      return {
        data: { user_payment_id: 31, order_id: 'VH-ABC123', user_id: 7, payment_plan_id: 2 },
      };
    }
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
}

const complete = makeUser({
  contact_number: '(555) 123-4567',
  dob: '1980-01-15',
  state_id: 1422,
  state_code: 'PA',
  city_id: 301,
  zipcode: '19104',
  address1: '1 Market St',
  profile_incomplete: 0,
  subscription_status: 'active',
});

const WORDS = {
  en: {
    familyMember: 'A family member',
    progress: '1 of 2 answered',
    yearly: /Yearly/,
    next: 'Next',
    planSaved: 'Plan saved',
    save: 'Save',
    pa: 'Pennsylvania',
    saved: 'Profile details updated successfully',
    problem: 'There is a problem',
  },
  sp: {
    familyMember: 'Un familiar',
    progress: '1 de 2 respondidas',
    yearly: /Anual/,
    next: 'Siguiente',
    planSaved: 'Plan guardado',
    save: 'Guardar',
    pa: 'Pensilvania',
    saved: 'Los datos del perfil se actualizaron correctamente',
    problem: 'Hay un problema',
  },
} as const;

describe.each(['en', 'sp'] as const)(
  'heard on the account pages (%s)',
  { timeout: 20_000 },
  (language) => {
    const words = WORDS[language];

    it('questionnaire progress: said once the choices settle', async () => {
      const { user } = renderPage(<Step4Page />, {
        user: makeUser(),
        request: onboardingApi(),
        language,
      });
      const choice = await screen.findByRole('radio', { name: words.familyMember });
      const ear = await listen();
      await user.click(choice);
      // Said once the choices settle (a second later), by the announcer alone.
      const heard = await expectHeardOnce(ear, [words.progress]);
      expect(heard.find((utterance) => utterance.text === words.progress)?.source).toBe(
        'announcer',
      );
    });

    it('a plan chosen: “Plan saved”, once', async () => {
      const { user } = renderPage(<Step5Page />, {
        user: makeUser(),
        request: onboardingApi(),
        language,
      });
      await user.click(await screen.findByRole('radio', { name: words.yearly }));
      const ear = await listen();
      await user.click(screen.getByRole('button', { name: words.next }));
      await expectHeardOnce(ear, [words.planSaved]);
    });

    it('the profile saved: its toast alone', async () => {
      const { user } = renderPage(<MyProfilePage />, { user: complete, language });
      await screen.findByDisplayValue(words.pa);
      const ear = await listen();
      await user.click(screen.getByRole('button', { name: words.save }));
      const heard = await expectHeardOnce(ear, [words.saved]);
      expect(heard.find((utterance) => utterance.text === words.saved)?.source).toBe('toast');
    });

    it('the profile saved with errors: the summary takes focus, nothing announced', async () => {
      const { user } = renderPage(<MyProfilePage />, {
        user: { ...complete, first_name: '', last_name: '' },
        language,
      });
      await screen.findByDisplayValue(words.pa);
      const ear = await listen();
      await user.click(screen.getByRole('button', { name: words.save }));
      // The summary takes focus and is said by its name; no announcement repeats it.
      const heard = await expectHeardOnce(ear, [words.problem]);
      expect(heard.filter((utterance) => utterance.source !== 'focus')).toEqual([]);
    });
  },
);
