import { useEffect, useRef } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import type { Survey } from '../../contracts/surveys.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import type { SurveyAnswers } from '../../lib/survey-answers.ts';
import { QuestionField } from './question-field.tsx';

/** A change of progress is announced once the user pauses, not on every choice. */
export const PROGRESS_ANNOUNCE_DELAY_MS = 1000;

/** How many of a survey's questions have an answer. */
export function answeredCount(survey: Survey, answers: SurveyAnswers): number {
  const questions = survey.elements[0]?.questions ?? [];
  return questions.filter((question) => answers[question.id]?.length).length;
}

interface SurveyQuestionsProps {
  survey: Survey;
  answers: SurveyAnswers;
  onChange: (answers: SurveyAnswers) => void;
}

/**
 * A survey's questions in the current language with their progress: the onboarding
 * questionnaire and the Blind Low Vision survey both use it (strings: the `surveys`
 * namespace, loaded by their routes). Progress is text and a labelled progress bar, said
 * politely once the choices settle.
 */
export function SurveyQuestions({ survey, answers, onChange }: SurveyQuestionsProps) {
  const { t, language } = useI18n();
  const questions = survey.elements[0]?.questions ?? [];
  const total = questions.length;
  const answered = answeredCount(survey, answers);
  const progressText = t('surveys.progress', { answered, total });

  // Only once the choices settle: a screen-reader user moving through a question's radio
  // buttons selects each one on the way.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const timer = setTimeout(() => announce(progressText, 'polite'), PROGRESS_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [progressText]);

  return (
    <>
      <ProgressBar className="progress" value={answered} maxValue={total} valueLabel={progressText}>
        <Label className="field-label">{t('surveys.progressLabel')}</Label>
        <span className="progress-value">{progressText}</span>
        <div className="progress-track" aria-hidden="true">
          <div className="progress-fill" style={{ width: `${(answered / total) * 100}%` }} />
        </div>
      </ProgressBar>
      {questions.map((question, index) => (
        <QuestionField
          key={question.id}
          title={language === 'sp' ? question.title_sp : question.title}
          position={t('surveys.position', { number: index + 1, total })}
          type={question.type}
          choices={question.choices.map((choice) => ({
            value: choice.value,
            label: language === 'sp' ? choice.text_sp : choice.text,
          }))}
          value={answers[question.id] ?? []}
          onChange={(values) => onChange({ ...answers, [question.id]: values })}
        />
      ))}
    </>
  );
}
