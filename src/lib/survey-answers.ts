import type { SaveAnswersRequest, StoredAnswer } from '../contracts/surveys.ts';
import type { User } from '../contracts/users.ts';

/** A survey's answers as a form holds them: the chosen values by question id. */
export type SurveyAnswers = Record<number, string[]>;

/** The spec's providerId. */
export const PROVIDER_ID = 1;

/** The user's latest stored answers, as the form holds them. */
export function answersFrom(stored: readonly StoredAnswer[]): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const row of stored) (answers[row.question_id] ??= []).push(row.answer);
  return answers;
}

/** The save-answers payload (spec section 3): answered questions only, one value or several. */
export function saveAnswersRequest(
  user: Pick<User, 'user_id'>,
  surveyId: number,
  answers: SurveyAnswers,
): SaveAnswersRequest {
  return {
    providerId: PROVIDER_ID,
    userId: user.user_id,
    clientId: user.user_id,
    submittedBy: user.user_id,
    surveySeqId: surveyId,
    surveyAns: Object.entries(answers)
      .filter(([, values]) => values.length > 0)
      .map(([questionId, values]) => ({
        questionId: Number(questionId),
        answer: values.length === 1 ? (values[0] as string) : values,
      })),
  };
}
