import { useState } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { answeredCount, SurveyQuestions } from '../../components/ui/survey-questions.tsx';
import { useUnavailableReason } from '../../components/ui/use-unavailable-reason.tsx';
import {
  ONBOARDING_SURVEY_ID,
  saveAnswersResponseSchema,
  surveyAnswersResponseSchema,
  surveyResponseSchema,
  type Survey,
} from '../../contracts/surveys.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { destinationAfterQuestions, ROUTES } from '../../lib/destinations.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { answersFrom, saveAnswersRequest, type SurveyAnswers } from '../../lib/survey-answers.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { OnboardingStepper } from './onboarding-stepper.tsx';

/** /client/step-4: the onboarding questionnaire (survey 1). */
export default function Step4Page() {
  const { t } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const userId = user?.user_id ?? null;

  const { load, retry } = useApiData(
    userId === null ? null : `survey:${ONBOARDING_SURVEY_ID}:${userId}`,
    async () => {
      const [survey, previous] = await Promise.all([
        session.request(`/api/v1/survey/questions/${ONBOARDING_SURVEY_ID}`, {
          schema: surveyResponseSchema,
        }),
        session.request('/api/v1/getSurveyAnswerBySurveyIdAndUserId', {
          method: 'POST',
          body: { userId, surveyId: ONBOARDING_SURVEY_ID },
          schema: surveyAnswersResponseSchema,
        }),
      ]);
      return { survey: survey.data, answers: answersFrom(previous.data) };
    },
  );

  if (!user) return null;
  return (
    <div className="page onboarding">
      <PageHeading>{t('account.step4.heading')}</PageHeading>
      <OnboardingStepper current={1} />
      {load.status === 'ready' && load.data.survey.elements[0]?.questions.length ? (
        <Questionnaire
          // A new answer set (after a retry) starts the form again from what is stored.
          key={JSON.stringify(load.data.answers)}
          survey={load.data.survey}
          initial={load.data.answers}
          onSaved={() => navigate(destinationAfterQuestions(user))}
          save={async (answers) => {
            await session.request('/api/v1/save-answers', {
              method: 'POST',
              body: saveAnswersRequest(user, ONBOARDING_SURVEY_ID, answers),
              schema: saveAnswersResponseSchema,
            });
          }}
          skipTo={destinationAfterQuestions(user)}
        />
      ) : (
        <>
          <LoadState
            load={load}
            isEmpty={(data) => !data.survey.elements[0]?.questions.length}
            loadingText={t('account.step4.loading')}
            failedText={t('account.step4.failed')}
            emptyText={t('account.step4.empty')}
            retryText={t('account.step4.retry')}
            onRetry={retry}
          />
          <div className="form-actions">
            <Link href={ROUTES.step3} className="button">
              {t('account.step4.back')}
            </Link>
            <Link href={destinationAfterQuestions(user)} className="button">
              {t('account.step4.skip')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

interface QuestionnaireProps {
  survey: Survey;
  initial: SurveyAnswers;
  save: (answers: SurveyAnswers) => Promise<void>;
  onSaved: () => void;
  skipTo: string;
}

function Questionnaire({ survey, initial, save, onSaved, skipTo }: QuestionnaireProps) {
  const { t } = useI18n();
  const [answers, setAnswers] = useState<SurveyAnswers>(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const answered = answeredCount(survey, answers);

  const unavailable = useUnavailableReason(
    answered === 0 ? t('account.step4.nextNeedsAnswer') : null,
  );

  const onSubmit = async () => {
    if (answered === 0) return unavailable.explain();
    setState('saving');
    try {
      await save(answers);
      onSaved();
    } catch (error) {
      console.error('Saving the answers failed', error);
      setState('failed');
      announce(t('account.step4.saveFailed'), 'assertive');
    }
  };

  return (
    <Form
      className="questionnaire"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <p>{t('account.step4.intro')}</p>
      <SurveyQuestions survey={survey} answers={answers} onChange={setAnswers} />
      {state === 'failed' ? (
        <p className="message message-error">{t('account.step4.saveFailed')}</p>
      ) : null}
      {unavailable.reasonText}
      <div className="form-actions">
        <Link href={ROUTES.step3} className="button">
          {t('account.step4.back')}
        </Link>
        <Button
          type="submit"
          className="button button-primary"
          isPending={state === 'saving'}
          {...unavailable.buttonProps}
        >
          {state === 'saving' ? t('account.step4.saving') : t('account.step4.next')}
        </Button>
        <Link href={skipTo} className="button">
          {t('account.step4.skip')}
        </Link>
      </div>
    </Form>
  );
}
