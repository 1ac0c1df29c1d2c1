import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PrintAnswersButton, SurveyAnswers } from '../../components/ui/survey-answers.tsx';
import { answeredCount, SurveyQuestions } from '../../components/ui/survey-questions.tsx';
import { useUnavailableReason } from '../../components/ui/use-unavailable-reason.tsx';
import { SPECIAL_IDS } from '../../contracts/catalog.ts';
import {
  BLV_SURVEY_ID,
  finishBlvSurveyResponseSchema,
  surveyAnswersResponseSchema,
  surveyResponseSchema,
  type FinishBlvSurveyRequest,
  type Survey,
} from '../../contracts/surveys.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import {
  answersFrom,
  saveAnswersRequest,
  type SurveyAnswers as Answers,
} from '../../lib/survey-answers.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import type { Miles } from './category-view.ts';
import { HelpPane } from './help-pane.tsx';

interface BlvSurveyPaneProps {
  miles: Miles;
  onMilesChange: (miles: Miles) => void;
}

/**
 * Sub-category 44: the Blind Low Vision survey (survey 2) until the user has completed it,
 * then the low-vision optometrists near them with their answers to bring along.
 */
export function BlvSurveyPane({ miles, onMilesChange }: BlvSurveyPaneProps) {
  const user = useCurrentUser();
  const [justFinished, setJustFinished] = useState(false);
  if (!user) return null;
  if (user.blv_survey_completed === 1) {
    return (
      <Optometrists
        miles={miles}
        onMilesChange={onMilesChange}
        takeFocus={justFinished}
        userId={user.user_id}
      />
    );
  }
  return <BlvSurvey userId={user.user_id} onFinished={() => setJustFinished(true)} />;
}

function BlvSurvey({ userId, onFinished }: { userId: number; onFinished: () => void }) {
  const { t } = useI18n();
  const session = useSession();
  const { load, retry } = useApiData(`survey:${BLV_SURVEY_ID}:${userId}`, async () => {
    const [survey, previous] = await Promise.all([
      session.request(`/api/v1/survey/questions/${BLV_SURVEY_ID}`, {
        schema: surveyResponseSchema,
      }),
      session.request('/api/v1/getSurveyAnswerBySurveyIdAndUserId', {
        method: 'POST',
        body: { userId, surveyId: BLV_SURVEY_ID },
        schema: surveyAnswersResponseSchema,
      }),
    ]);
    return { survey: survey.data, answers: answersFrom(previous.data) };
  });
  if (load.status === 'ready' && load.data.survey.elements[0]?.questions.length) {
    return (
      <SurveyForm survey={load.data.survey} initial={load.data.answers} onFinished={onFinished} />
    );
  }
  return (
    <LoadState
      load={load}
      isEmpty={(data) => !data.survey.elements[0]?.questions.length}
      loadingText={t('categories.survey.loading')}
      failedText={t('categories.survey.failed')}
      emptyText={t('categories.survey.empty')}
      retryText={t('categories.retry')}
      onRetry={retry}
    />
  );
}

interface SurveyFormProps {
  survey: Survey;
  initial: Answers;
  onFinished: () => void;
}

function SurveyForm({ survey, initial, onFinished }: SurveyFormProps) {
  const { t } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const [answers, setAnswers] = useState<Answers>(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const answered = answeredCount(survey, answers);
  const unavailable = useUnavailableReason(
    answered === 0 ? t('categories.survey.needsAnswer') : null,
  );

  const finish = async () => {
    if (!user) return;
    if (answered === 0) return unavailable.explain();
    setState('saving');
    try {
      // One call saves the answers and marks the survey done together (issue 42), so a
      // failure can never leave one without the other; a retry after a lost answer changes
      // nothing. Its answer is the user the screen needs next.
      const finished = await session.request('/api/v1/finish-blv-survey', {
        method: 'POST',
        body: {
          surveyAns: saveAnswersRequest(user, BLV_SURVEY_ID, answers).surveyAns,
        } satisfies FinishBlvSurveyRequest,
        schema: finishBlvSurveyResponseSchema,
      });
      onFinished();
      session.updateUser(finished.data.user);
    } catch (error) {
      console.error('Saving the survey failed', error);
      setState('failed');
      announce(t('categories.survey.saveFailed'), 'assertive');
    }
  };

  return (
    <Form
      className="questionnaire"
      onSubmit={(event) => {
        event.preventDefault();
        void finish();
      }}
    >
      <p>{t('categories.survey.intro')}</p>
      <SurveyQuestions survey={survey} answers={answers} onChange={setAnswers} />
      {state === 'failed' ? (
        <p className="message message-error">{t('categories.survey.saveFailed')}</p>
      ) : null}
      {unavailable.reasonText}
      <div className="form-actions">
        <Button
          type="submit"
          className="button button-primary"
          isPending={state === 'saving'}
          {...unavailable.buttonProps}
        >
          {state === 'saving' ? t('categories.survey.saving') : t('categories.survey.finish')}
        </Button>
      </div>
    </Form>
  );
}

interface OptometristsProps extends BlvSurveyPaneProps {
  userId: number;
  /** Just after the survey: the confirmation shows and takes focus. */
  takeFocus: boolean;
}

function Optometrists({ miles, onMilesChange, userId, takeFocus }: OptometristsProps) {
  const { t } = useI18n();
  const session = useSession();
  // Just after the survey, focus goes to the confirmation, which a screen reader reads from
  // there on: said once, and not overwritten by the list's own news arriving a moment later.
  // A heading (as GOV.UK's confirmation panel), so focus says its words: a focused paragraph
  // is announced by some screen readers as "paragraph" alone.
  const savedRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) savedRef.current?.focus();
  }, [takeFocus]);
  const { load, retry } = useApiData(`survey-answers:${BLV_SURVEY_ID}:${userId}`, async () => {
    const response = await session.request('/api/v1/getSurveyAnswerBySurveyIdAndUserId', {
      method: 'POST',
      body: { userId, surveyId: BLV_SURVEY_ID },
      schema: surveyAnswersResponseSchema,
    });
    return response.data;
  });
  return (
    <>
      {takeFocus ? (
        <h3 ref={savedRef} tabIndex={-1} className="message message-success pane-heading">
          {t('categories.survey.saved')}
        </h3>
      ) : null}
      <h3>{t('categories.optometrists.heading')}</h3>
      <p>{t('categories.optometrists.note')}</p>
      <HelpPane
        subCategoryId={SPECIAL_IDS.lowVisionOptometristsSubCategory}
        miles={miles}
        onMilesChange={onMilesChange}
      />
      <section className="survey-answers-section" aria-labelledby="blv-answers-heading">
        <h3 id="blv-answers-heading">{t('categories.optometrists.answersHeading')}</h3>
        <LoadState
          load={load}
          isEmpty={(rows) => rows.length === 0}
          loadingText={t('categories.optometrists.answersLoading')}
          failedText={t('categories.optometrists.answersFailed')}
          emptyText={t('categories.survey.empty')}
          retryText={t('categories.retry')}
          onRetry={retry}
        />
        {load.status === 'ready' && load.data.length > 0 ? (
          <>
            <SurveyAnswers rows={load.data} />
            <PrintAnswersButton>{t('categories.optometrists.print')}</PrintAnswersButton>
          </>
        ) : null}
      </section>
    </>
  );
}
