import { useEffect, useRef, useState } from 'react';
import { Button, Form, Label, Link, ProgressBar } from 'react-aria-components';
import { useLocation } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { QuestionField } from '../../components/ui/question-field.tsx';
import { useUnavailableReason } from '../../components/ui/use-unavailable-reason.tsx';
import {
  ONBOARDING_SURVEY_ID,
  saveAnswersResponseSchema,
  surveyAnswersResponseSchema,
  surveyResponseSchema,
  type SaveAnswersRequest,
  type StoredAnswer,
  type Survey,
} from '../../contracts/surveys.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { destinationAfterQuestions, ROUTES } from '../../lib/destinations.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { OnboardingStepper } from './onboarding-stepper.tsx';

/** The spec's providerId: the questionnaire is fetched as /survey/questions/1. */
const PROVIDER_ID = 1;
/** A change of progress is announced once the user pauses, not on every choice. */
export const PROGRESS_ANNOUNCE_DELAY_MS = 1000;

type Answers = Record<number, string[]>;

/** The user's latest answers, by question, as the form holds them. */
function answersFrom(stored: readonly StoredAnswer[]): Answers {
  const answers: Answers = {};
  for (const row of stored) (answers[row.question_id] ??= []).push(row.answer);
  return answers;
}

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
        session.request(`/api/v1/survey/questions/${PROVIDER_ID}`, {
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
            const body: SaveAnswersRequest = {
              providerId: PROVIDER_ID,
              userId: user.user_id,
              clientId: user.user_id,
              submittedBy: user.user_id,
              surveySeqId: ONBOARDING_SURVEY_ID,
              surveyAns: Object.entries(answers)
                .filter(([, values]) => values.length > 0)
                .map(([questionId, values]) => ({
                  questionId: Number(questionId),
                  answer: values.length === 1 ? (values[0] as string) : values,
                })),
            };
            await session.request('/api/v1/save-answers', {
              method: 'POST',
              body,
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
  initial: Answers;
  save: (answers: Answers) => Promise<void>;
  onSaved: () => void;
  skipTo: string;
}

function Questionnaire({ survey, initial, save, onSaved, skipTo }: QuestionnaireProps) {
  const { t, language } = useI18n();
  const questions = survey.elements[0]?.questions ?? [];
  const [answers, setAnswers] = useState<Answers>(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const total = questions.length;
  const answered = questions.filter((question) => answers[question.id]?.length).length;
  const progressText = t('account.step4.progress', { answered, total });

  // Polite, and only once the choices settle: a screen-reader user moving through a
  // question's radio buttons selects each one on the way.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const timer = setTimeout(() => announce(progressText, 'polite'), PROGRESS_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [progressText]);

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
      <ProgressBar className="progress" value={answered} maxValue={total} valueLabel={progressText}>
        <Label className="field-label">{t('account.step4.progressLabel')}</Label>
        <span className="progress-value">{progressText}</span>
        <div className="progress-track" aria-hidden="true">
          <div className="progress-fill" style={{ width: `${(answered / total) * 100}%` }} />
        </div>
      </ProgressBar>
      {questions.map((question, index) => (
        <QuestionField
          key={question.id}
          title={language === 'sp' ? question.title_sp : question.title}
          position={t('account.step4.position', { number: index + 1, total })}
          type={question.type}
          choices={question.choices.map((choice) => ({
            value: choice.value,
            label: language === 'sp' ? choice.text_sp : choice.text,
          }))}
          value={answers[question.id] ?? []}
          onChange={(values) => setAnswers((current) => ({ ...current, [question.id]: values }))}
        />
      ))}
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
