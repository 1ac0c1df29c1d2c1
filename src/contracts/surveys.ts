import { z } from 'zod';
import { userSchema } from './users.ts';

// Survey 1 is the onboarding questionnaire; survey 2 the Blind Low Vision survey.

export const ONBOARDING_SURVEY_ID = 1;
export const BLV_SURVEY_ID = 2;
/** The question whose answers are the eye conditions (clinical-trial search terms). */
export const EYE_CONDITION_QUESTION_ID = 1;

const MAX_ID = 2_147_483_647;
const idSchema = z.number().int().min(1).max(MAX_ID);
const coercedId = z.coerce.number().int().min(1).max(MAX_ID);

export const surveyChoiceSchema = z.object({
  value: z.string().describe('Stored as the answer; English, lower case'),
  text: z.string(),
  text_sp: z.string(),
});

export const surveyQuestionSchema = z.object({
  id: z.number().int().describe('The questionId to answer with'),
  name: z.string().describe('Stable name, e.g. "question1"'),
  type: z.enum(['checkbox', 'radiogroup']).describe('checkbox: one or more; radiogroup: one'),
  title: z.string(),
  title_sp: z.string(),
  choices: z.array(surveyChoiceSchema),
});

export const surveySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_sp: z.string(),
  elements: z
    .array(z.object({ questions: z.array(surveyQuestionSchema) }))
    .describe('The first element holds the questions'),
});

export const surveyResponseSchema = z.object({ data: surveySchema });

export const surveyParamsSchema = z.object({
  id: coercedId.describe('The survey: 1 onboarding questionnaire, 2 Blind Low Vision survey'),
});

export const MAX_ANSWERS = 50;
export const MAX_VALUES_PER_ANSWER = 20;
const answerValue = z.string().trim().min(1).max(200);

/** The answers of one submission: answered questions only, one value or several. */
export const surveyAnswerListSchema = z
  .array(
    z.object({
      questionId: idSchema,
      answer: z
        .union([answerValue, z.array(answerValue).min(1).max(MAX_VALUES_PER_ANSWER)])
        .describe('A choice value, or several for a checkbox question'),
    }),
  )
  .min(1, { error: 'Answer at least one question' })
  .max(MAX_ANSWERS);

export const saveAnswersRequestSchema = z.object({
  providerId: z.number().int().min(0).max(MAX_ID).optional().describe('Always 1'),
  userId: idSchema.describe('The caller (answers are saved for oneself only)'),
  clientId: z
    .number()
    .int()
    .min(0)
    .max(MAX_ID)
    .nullable()
    .optional()
    .describe('Ignored: the caller'),
  submittedBy: z
    .number()
    .int()
    .min(0)
    .max(MAX_ID)
    .nullable()
    .optional()
    .describe('Ignored: the caller'),
  surveySeqId: idSchema.describe('The survey answered (1 or 2)'),
  surveyAns: surveyAnswerListSchema,
});

export const saveAnswersResponseSchema = z.object({
  data: z.object({
    submission_id: z.number().int(),
    survey_id: z.number().int(),
    user_id: z.number().int(),
    answer_count: z.number().int().describe('Stored values (a checkbox answer may hold several)'),
  }),
});

/** Finishing the Blind Low Vision survey (survey 2): the caller's answers, nothing else. */
export const finishBlvSurveyRequestSchema = z.object({
  surveyAns: surveyAnswerListSchema,
});

export const finishBlvSurveyResponseSchema = z.object({
  data: z.object({
    submission_id: z.number().int().describe('The submission that finished the survey'),
    survey_id: z.literal(BLV_SURVEY_ID),
    answer_count: z.number().int().describe('Stored values of that submission'),
    already_finished: z
      .boolean()
      .describe('True when the survey was finished before: nothing was written this time'),
    user: userSchema.describe('The caller as the server now has them (blv_survey_completed 1)'),
  }),
});

export const answersByQuestionRequestSchema = z.object({
  userId: idSchema.optional().describe('Default: the caller; another user needs admin'),
  surveyId: idSchema,
  questionId: idSchema,
});

export const answersBySurveyRequestSchema = z.object({
  userId: idSchema.optional().describe('Default: the caller; another user needs admin'),
  surveyId: idSchema,
});

export const surveyAnswersQuerySchema = z.object({
  user_id: coercedId.optional().describe('Default: the caller; another user needs admin'),
  survey_id: coercedId,
  question_id: coercedId.optional(),
});

export const storedAnswerSchema = z.object({
  question_id: z.number().int(),
  question_text_en: z.string(),
  question_text_sp: z.string(),
  choice_text: z.string(),
  choice_text_sp: z.string(),
  answer: z.string().describe('The choice value'),
});

export const surveyAnswersResponseSchema = z.object({
  data: z.array(storedAnswerSchema).describe("From the user's latest submission; [] when none"),
});

export type Survey = z.infer<typeof surveySchema>;
export type SaveAnswersRequest = z.input<typeof saveAnswersRequestSchema>;
export type FinishBlvSurveyRequest = z.input<typeof finishBlvSurveyRequestSchema>;
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

/** Survey 1, question 1's "another condition, or not sure": an answer, not a search term. */
export const OTHER_CONDITION_VALUE = 'other';
