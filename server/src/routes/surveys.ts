import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorDetail } from '../../../src/contracts/error.ts';
import {
  answersByQuestionRequestSchema,
  answersBySurveyRequestSchema,
  BLV_SURVEY_ID,
  finishBlvSurveyRequestSchema,
  finishBlvSurveyResponseSchema,
  ONBOARDING_SURVEY_ID,
  saveAnswersRequestSchema,
  saveAnswersResponseSchema,
  surveyAnswersQuerySchema,
  surveyAnswersResponseSchema,
  surveyParamsSchema,
  surveyResponseSchema,
  type StoredAnswer,
  type Survey,
} from '../../../src/contracts/surveys.ts';
import type { Db } from '../db/client.ts';
import {
  surveyAnswers,
  surveyChoices,
  surveyQuestions,
  surveys,
  surveySubmissions,
  users,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { UserRow } from '../db/schema.ts';
import { assertOwnerOrAdmin } from '../plugins/auth.ts';
import { latestSubmissionId } from '../services/surveys/latest-submission.ts';
import { toUserResponse } from '../services/users/user-service.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test doubles needed
export interface SurveyRoutesOptions {}

/** A survey with its questions and choices in order, as the questionnaire screen reads it. */
async function loadSurvey(db: Db, surveyId: number): Promise<Survey | null> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1);
  if (!survey) return null;
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  const choices =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(surveyChoices)
          .where(
            inArray(
              surveyChoices.questionId,
              questions.map((question) => question.id),
            ),
          )
          .orderBy(asc(surveyChoices.position), asc(surveyChoices.id));
  return {
    id: survey.id,
    title: survey.title,
    title_sp: survey.titleSp,
    elements: [
      {
        questions: questions.map((question) => ({
          id: question.id,
          name: question.name,
          type: question.type === 'checkbox' ? 'checkbox' : 'radiogroup',
          title: question.title,
          title_sp: question.titleSp,
          choices: choices
            .filter((choice) => choice.questionId === question.id)
            .map((choice) => ({ value: choice.value, text: choice.text, text_sp: choice.textSp })),
        })),
      },
    ],
  };
}

/** The answers of the user's latest submission of a survey, in question and choice order. */
async function latestAnswers(
  db: Db,
  userId: number,
  surveyId: number,
  questionId?: number,
): Promise<StoredAnswer[]> {
  const submissionId = await latestSubmissionId(db, userId, surveyId);
  if (submissionId === null) return [];
  const rows = await db
    .select({
      question_id: surveyAnswers.questionId,
      question_text_en: surveyQuestions.title,
      question_text_sp: surveyQuestions.titleSp,
      // A value a later seed revision removed still shows, as itself.
      choice_text: sql<string>`coalesce(${surveyChoices.text}, ${surveyAnswers.answer})`,
      choice_text_sp: sql<string>`coalesce(${surveyChoices.textSp}, ${surveyAnswers.answer})`,
      answer: surveyAnswers.answer,
    })
    .from(surveyAnswers)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
    .leftJoin(
      surveyChoices,
      and(
        eq(surveyChoices.questionId, surveyAnswers.questionId),
        eq(surveyChoices.value, surveyAnswers.answer),
      ),
    )
    .where(
      and(
        eq(surveyAnswers.submissionId, submissionId),
        questionId === undefined ? undefined : eq(surveyAnswers.questionId, questionId),
      ),
    )
    .orderBy(
      asc(surveyQuestions.position),
      sql`${surveyChoices.position} asc nulls last`,
      asc(surveyAnswers.id),
    );
  return rows;
}

/** Checks every answer against the survey; returns the rows to store or throws 400. */
function checkAnswers(
  survey: Survey,
  answers: { questionId: number; answer: string | string[] }[],
): { questionId: number; answer: string }[] {
  const questions = new Map(
    (survey.elements[0]?.questions ?? []).map((question) => [question.id, question]),
  );
  const details: ErrorDetail[] = [];
  const rows: { questionId: number; answer: string }[] = [];
  const seen = new Set<number>();
  answers.forEach(({ questionId, answer }, index) => {
    const path = `body.surveyAns.${index}`;
    const question = questions.get(questionId);
    if (!question) {
      details.push({ path: `${path}.questionId`, message: 'Not a question of this survey' });
      return;
    }
    if (seen.has(questionId)) {
      details.push({ path: `${path}.questionId`, message: 'This question is answered twice' });
      return;
    }
    seen.add(questionId);
    const values = [...new Set(Array.isArray(answer) ? answer : [answer])];
    if (question.type === 'radiogroup' && values.length !== 1) {
      details.push({ path: `${path}.answer`, message: 'Choose one answer' });
      return;
    }
    const allowed = new Set(question.choices.map((choice) => choice.value));
    const unknown = values.filter((value) => !allowed.has(value));
    if (unknown.length > 0) {
      details.push({ path: `${path}.answer`, message: 'Not a choice of this question' });
      return;
    }
    for (const value of values) rows.push({ questionId, answer: value });
  });
  if (details.length > 0) throw new AppError('validation_failed', undefined, details);
  return rows;
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One submission of the caller's checked answers; the client's ids are never trusted. */
async function insertSubmission(
  tx: Transaction,
  userId: number,
  surveyId: number,
  rows: { questionId: number; answer: string }[],
): Promise<number> {
  const [submission] = await tx
    .insert(surveySubmissions)
    .values({ userId, surveyId, providerId: 1, clientId: userId, submittedBy: userId })
    .returning({ id: surveySubmissions.id });
  if (!submission) throw new AppError('internal');
  await tx
    .insert(surveyAnswers)
    .values(rows.map((row) => ({ submissionId: submission.id, ...row })));
  return submission.id;
}

export const surveyRoutes: FastifyPluginAsyncZod<SurveyRoutesOptions> = async (app) => {
  const { db } = app.database;

  const getSurvey = async (surveyId: number) => {
    const survey = await loadSurvey(db, surveyId);
    if (!survey) throw new AppError('not_found', 'Survey information not found.');
    return { data: survey };
  };

  app.get(
    '/survey/questions',
    {
      schema: {
        summary: 'The onboarding questionnaire (survey 1)',
        response: { 200: surveyResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    () => getSurvey(ONBOARDING_SURVEY_ID),
  );

  app.get(
    '/survey/questions/:id',
    {
      schema: {
        summary: 'A survey with its questions and choices in English and Spanish',
        description:
          "The spec's path calls the parameter providerId, but it selects the survey: 1 onboarding questionnaire, 2 Blind Low Vision survey.",
        params: surveyParamsSchema,
        response: { 200: surveyResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    (request) => getSurvey(request.params.id),
  );

  app.post(
    '/save-answers',
    {
      schema: {
        summary: "Save the caller's answers to a survey",
        description:
          'Every questionId must be a question of surveySeqId and every answer one of its choice values (one for radiogroup questions). Saving survey 2 marks the Blind Low Vision survey completed.',
        body: saveAnswersRequestSchema,
        response: { 201: saveAnswersResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const caller = await request.currentUser();
      const body = request.body;
      // Answers are saved for oneself only, admins included.
      if (body.userId !== caller.id) throw new AppError('forbidden');
      const survey = await loadSurvey(db, body.surveySeqId);
      if (!survey) {
        throw new AppError('validation_failed', undefined, [
          { path: 'body.surveySeqId', message: 'Unknown survey' },
        ]);
      }
      const rows = checkAnswers(survey, body.surveyAns);
      const submissionId = await db.transaction(async (tx) => {
        const id = await insertSubmission(tx, caller.id, survey.id, rows);
        if (survey.id === BLV_SURVEY_ID) {
          await tx
            .update(users)
            .set({ blvSurveyCompleted: true, updatedAt: sql`now()` })
            .where(eq(users.id, caller.id));
        }
        return id;
      });
      return reply.status(201).send({
        data: {
          submission_id: submissionId,
          survey_id: survey.id,
          user_id: caller.id,
          answer_count: rows.length,
        },
      });
    },
  );

  app.post(
    '/finish-blv-survey',
    {
      schema: {
        summary:
          'Finish the Blind Low Vision survey in one step: save the answers and mark it done',
        description:
          "Saves the caller's answers to survey 2 and sets blv_survey_completed in one transaction, and answers with the user as it now stands. Idempotent: once the survey is finished, a repeated call (a retry after a lost answer, a second press) writes nothing and answers 200 with the submission that finished it. The spec's save-answers and edit-user calls still work.",
        body: finishBlvSurveyRequestSchema,
        response: { 200: finishBlvSurveyResponseSchema, 201: finishBlvSurveyResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const caller = await request.currentUser();
      const survey = await loadSurvey(db, BLV_SURVEY_ID);
      if (!survey) throw new AppError('not_found', 'Survey information not found.');
      const rows = checkAnswers(survey, request.body.surveyAns);
      const outcome = await db.transaction(async (tx) => {
        // The user's row is the lock: two finishes at once (a double press, a retry racing
        // the first call) run one after the other, and the second sees the first's flag.
        const [user] = await tx.select().from(users).where(eq(users.id, caller.id)).for('update');
        if (!user) throw new AppError('not_found');
        if (user.blvSurveyCompleted) {
          const submissionId = await latestSubmissionId(tx, caller.id, BLV_SURVEY_ID);
          if (submissionId !== null) {
            const [stored] = await tx
              .select({ n: count() })
              .from(surveyAnswers)
              .where(eq(surveyAnswers.submissionId, submissionId));
            return { created: false, submissionId, answerCount: stored?.n ?? 0, user };
          }
          // Marked done through edit-user without any answers: these answers are the first.
        }
        const submissionId = await insertSubmission(tx, caller.id, BLV_SURVEY_ID, rows);
        const [updated] = await tx
          .update(users)
          .set({ blvSurveyCompleted: true, updatedAt: sql`now()` })
          .where(eq(users.id, caller.id))
          .returning();
        if (!updated) throw new AppError('not_found');
        return { created: true, submissionId, answerCount: rows.length, user: updated };
      });
      return reply.status(outcome.created ? 201 : 200).send({
        data: {
          submission_id: outcome.submissionId,
          survey_id: BLV_SURVEY_ID,
          answer_count: outcome.answerCount,
          already_finished: !outcome.created,
          user: await toUserResponse(db, outcome.user),
        },
      });
    },
  );

  const readAnswers = async (
    caller: UserRow,
    userId: number | undefined,
    surveyId: number,
    questionId?: number,
  ) => {
    const owner = userId ?? caller.id;
    // Another user's answers: admins may read them, nobody else.
    assertOwnerOrAdmin(caller, owner, 'read');
    return { data: await latestAnswers(db, owner, surveyId, questionId) };
  };

  app.post(
    '/get-survey-answers-by-question-id',
    {
      schema: {
        summary: "One question's answers from the user's latest submission",
        description:
          'The trial search reads survey 1, question 1 (eye conditions). userId defaults to the caller.',
        body: answersByQuestionRequestSchema,
        response: { 200: surveyAnswersResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) =>
      readAnswers(
        await request.currentUser(),
        request.body.userId,
        request.body.surveyId,
        request.body.questionId,
      ),
  );

  app.post(
    '/getSurveyAnswerBySurveyIdAndUserId',
    {
      schema: {
        summary: "A survey's answers from the user's latest submission",
        body: answersBySurveyRequestSchema,
        response: { 200: surveyAnswersResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) =>
      readAnswers(await request.currentUser(), request.body.userId, request.body.surveyId),
  );

  app.get(
    '/survey-answers',
    {
      schema: {
        summary: "Survey answers from the user's latest submission (GET reading)",
        querystring: surveyAnswersQuerySchema,
        response: { 200: surveyAnswersResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) =>
      readAnswers(
        await request.currentUser(),
        request.query.user_id,
        request.query.survey_id,
        request.query.question_id,
      ),
  );
};
