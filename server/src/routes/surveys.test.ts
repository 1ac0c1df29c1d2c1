import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finishBlvSurveyResponseSchema,
  saveAnswersResponseSchema,
  surveyAnswersResponseSchema,
  surveyResponseSchema,
} from '../../../src/contracts/surveys.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { seedSurveys } from '../db/seed/seed-surveys.ts';
import { SURVEY_DEFINITIONS } from '../db/seed/surveys/survey-definitions.ts';
import {
  surveyAnswers,
  surveyChoices,
  surveyQuestions,
  surveySubmissions,
  users,
} from '../db/schema.ts';

describe.each(databaseKinds)('survey routes on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let tokens: TestTokens;

  beforeAll(async () => {
    tokens = await createTestTokens();
    await seedSurveys(database().db);
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
  });
  afterAll(() => app.close());

  const signUp = async (values: Partial<typeof users.$inferInsert> = {}) => {
    const { user, claims } = await createTestUser(database().db, values);
    return { user, headers: await tokens.headers(claims) };
  };
  const saveAnswers = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/save-answers', headers, payload });
  const submissionCount = async () =>
    (await database().db.select({ n: count() }).from(surveySubmissions))[0]?.n ?? 0;
  const answerCount = async () =>
    (await database().db.select({ n: count() }).from(surveyAnswers))[0]?.n ?? 0;

  describe('seed', () => {
    it('survey 1 question 1 asks about eye conditions with ClinicalTrials.gov terms', async () => {
      const choices = await database()
        .db.select({ value: surveyChoices.value })
        .from(surveyChoices)
        .where(eq(surveyChoices.questionId, 1))
        .orderBy(surveyChoices.position);
      expect(choices.map((choice) => choice.value)).toEqual([
        'macular degeneration',
        'glaucoma',
        'diabetic retinopathy',
        'retinitis pigmentosa',
        'cataract',
        'optic nerve',
        'other',
      ]);
    });

    it('has 4-6 questions in survey 1, 6-8 in survey 2, every text in both languages', () => {
      const [onboarding, blv] = SURVEY_DEFINITIONS;
      expect(onboarding?.questions.length).toBeGreaterThanOrEqual(4);
      expect(onboarding?.questions.length).toBeLessThanOrEqual(6);
      expect(blv?.questions.length).toBeGreaterThanOrEqual(6);
      expect(blv?.questions.length).toBeLessThanOrEqual(8);
      for (const survey of SURVEY_DEFINITIONS) {
        for (const question of survey.questions) {
          expect(question.title).not.toBe(question.titleSp);
          expect(question.choices.length).toBeGreaterThanOrEqual(2);
          expect(new Set(question.choices.map((choice) => choice.value)).size).toBe(
            question.choices.length,
          );
          for (const choice of question.choices) {
            expect(choice.value).toBe(choice.value.toLowerCase());
            expect(choice.text.length * choice.textSp.length).toBeGreaterThan(0);
          }
        }
      }
    });

    it('is idempotent: a forced re-run leaves the same rows', async () => {
      const before = await database().db.select().from(surveyChoices).orderBy(surveyChoices.id);
      const again = await seedSurveys(database().db);
      expect(again.skipped).toBe(true);
      const forced = await seedSurveys(database().db, { force: true });
      expect(forced.skipped).toBe(false);
      expect(await database().db.select().from(surveyChoices).orderBy(surveyChoices.id)).toEqual(
        before,
      );
      const questions = await database().db.select({ n: count() }).from(surveyQuestions);
      expect(questions[0]?.n).toBe(13);
    });
  });

  describe('GET /survey/questions/:id', () => {
    it('401 without a token', async () => {
      expectApiError(await app.inject({ method: 'GET', url: '/api/v1/survey/questions/1' }), 401);
    });

    it('returns survey 1 by default and by id, with choices in both languages', async () => {
      const { headers } = await signUp();
      for (const url of ['/api/v1/survey/questions', '/api/v1/survey/questions/1']) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(200);
        const { data } = surveyResponseSchema.strict().parse(response.json());
        expect(data).toMatchObject({ id: 1, title: 'Tell us about yourself' });
        const [first] = data.elements[0]?.questions ?? [];
        expect(first).toMatchObject({ id: 1, name: 'question1', type: 'checkbox' });
        expect(first?.title_sp).toContain('afecciones de los ojos');
        expect(first?.choices[0]).toEqual({
          value: 'macular degeneration',
          text: 'Macular degeneration (AMD)',
          text_sp: 'Degeneración macular (DMRE)',
        });
      }
    });

    it('returns survey 2, the Blind Low Vision survey, with answer scales', async () => {
      const { headers } = await signUp();
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/survey/questions/2',
        headers,
      });
      const { data } = surveyResponseSchema.parse(response.json());
      expect(data.title).toBe('Blind Low Vision Survey');
      const questions = data.elements[0]?.questions ?? [];
      expect(questions).toHaveLength(8);
      expect(questions[0]?.title).toMatch(/reading ordinary print/);
      expect(questions[0]?.choices.map((choice) => choice.value)).toEqual([
        'no difficulty',
        'a little difficulty',
        'moderate difficulty',
        'extreme difficulty',
        'unable because of eyesight',
      ]);
    });

    it('404 for an unknown survey, 400 for a malformed id', async () => {
      const { headers } = await signUp();
      const missing = await app.inject({
        method: 'GET',
        url: '/api/v1/survey/questions/3',
        headers,
      });
      expect(expectApiError(missing, 404).message).toBe('Survey information not found.');
      for (const id of ['0', 'abc', '1.5', '99999999999']) {
        expectApiError(
          await app.inject({ method: 'GET', url: `/api/v1/survey/questions/${id}`, headers }),
          400,
        );
      }
    });
  });

  describe('POST /save-answers', () => {
    const validOnboarding = (userId: number) => ({
      providerId: 1,
      userId,
      clientId: userId,
      submittedBy: userId,
      surveySeqId: 1,
      surveyAns: [
        { questionId: 1, answer: ['glaucoma', 'cataract'] },
        { questionId: 3, answer: 'low vision' },
      ],
    });

    it('401 without a token', async () => {
      expectApiError(await saveAnswers({}, validOnboarding(1)), 401);
    });

    it('saves one submission and one row per value; survey 1 leaves the BLV flag alone', async () => {
      const { user, headers } = await signUp();
      const response = await saveAnswers(headers, validOnboarding(user.id));
      expect(response.statusCode).toBe(201);
      const { data } = saveAnswersResponseSchema.parse(response.json());
      expect(data).toMatchObject({ survey_id: 1, user_id: user.id, answer_count: 3 });
      const [submission] = await database()
        .db.select()
        .from(surveySubmissions)
        .where(eq(surveySubmissions.id, data.submission_id));
      expect(submission).toMatchObject({
        userId: user.id,
        clientId: user.id,
        submittedBy: user.id,
      });
      const [row] = await database().db.select().from(users).where(eq(users.id, user.id));
      expect(row?.blvSurveyCompleted).toBe(false);
    });

    it('never trusts clientId or submittedBy from the body', async () => {
      const { user, headers } = await signUp();
      const other = await signUp();
      const response = await saveAnswers(headers, {
        ...validOnboarding(user.id),
        clientId: other.user.id,
        submittedBy: other.user.id,
      });
      const { data } = saveAnswersResponseSchema.parse(response.json());
      const [submission] = await database()
        .db.select()
        .from(surveySubmissions)
        .where(eq(surveySubmissions.id, data.submission_id));
      expect(submission).toMatchObject({ clientId: user.id, submittedBy: user.id });
    });

    it('saving survey 2 sets blv_survey_completed in the same transaction', async () => {
      const { user, headers } = await signUp();
      const response = await saveAnswers(headers, {
        userId: user.id,
        surveySeqId: 2,
        surveyAns: [
          { questionId: 21, answer: 'moderate difficulty' },
          { questionId: 27, answer: ['white cane', 'phone app'] },
        ],
      });
      expect(response.statusCode).toBe(201);
      const [row] = await database().db.select().from(users).where(eq(users.id, user.id));
      expect(row?.blvSurveyCompleted).toBe(true);
    });

    it("403 for another user's answers, admins included; nothing written", async () => {
      const other = await signUp();
      const before = [await submissionCount(), await answerCount()];
      for (const caller of [await signUp(), await signUp({ isAdmin: true })]) {
        expectApiError(await saveAnswers(caller.headers, validOnboarding(other.user.id)), 403);
      }
      expect([await submissionCount(), await answerCount()]).toEqual(before);
    });

    it.each([
      [
        'a question of another survey',
        { surveyAns: [{ questionId: 21, answer: 'no difficulty' }] },
        [{ path: 'body.surveyAns.0.questionId', message: 'Not a question of this survey' }],
      ],
      [
        'a value that is not a choice',
        { surveyAns: [{ questionId: 1, answer: ['glaucoma', 'flu'] }] },
        [{ path: 'body.surveyAns.0.answer', message: 'Not a choice of this question' }],
      ],
      [
        'two values for a radiogroup question',
        { surveyAns: [{ questionId: 3, answer: ['low vision', 'not sure'] }] },
        [{ path: 'body.surveyAns.0.answer', message: 'Choose one answer' }],
      ],
      [
        'one question twice',
        {
          surveyAns: [
            { questionId: 1, answer: 'glaucoma' },
            { questionId: 1, answer: 'cataract' },
          ],
        },
        [{ path: 'body.surveyAns.1.questionId', message: 'This question is answered twice' }],
      ],
      [
        'an unknown survey',
        { surveySeqId: 9 },
        [{ path: 'body.surveySeqId', message: 'Unknown survey' }],
      ],
    ])('400 for %s, with details; nothing written', async (_name, change, details) => {
      const { user, headers } = await signUp();
      const before = [await submissionCount(), await answerCount()];
      const response = await saveAnswers(headers, { ...validOnboarding(user.id), ...change });
      expect(expectApiError(response, 400).details).toEqual(details);
      expect([await submissionCount(), await answerCount()]).toEqual(before);
    });

    it('400 for malformed bodies', async () => {
      const { user, headers } = await signUp();
      const base = validOnboarding(user.id);
      for (const payload of [
        { ...base, surveyAns: [] },
        { ...base, surveyAns: [{ questionId: 1, answer: [] }] },
        { ...base, surveyAns: [{ questionId: 1, answer: 'x'.repeat(201) }] },
        { ...base, surveyAns: [{ questionId: 1, answer: 7 }] },
        {
          ...base,
          surveyAns: Array.from({ length: 51 }, () => ({ questionId: 1, answer: 'glaucoma' })),
        },
        { ...base, userId: 'me' },
        { ...base, surveySeqId: -1 },
      ]) {
        expectApiError(await saveAnswers(headers, payload), 400);
      }
    });
  });

  describe('POST /finish-blv-survey (issue 42)', () => {
    const finish = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/finish-blv-survey', headers, payload });
    const answers = {
      surveyAns: [
        { questionId: 21, answer: 'moderate difficulty' },
        { questionId: 27, answer: ['white cane', 'phone app'] },
      ],
    };
    const submissionsOf = (userId: number) =>
      database().db.select().from(surveySubmissions).where(eq(surveySubmissions.userId, userId));

    it('401 without a token', async () => {
      expectApiError(await finish({}, answers), 401);
    });

    it('saves the answers and sets blv_survey_completed in one call, answering with the user', async () => {
      const { user, headers } = await signUp();
      const response = await finish(headers, answers);
      expect(response.statusCode, response.body).toBe(201);
      const { data } = finishBlvSurveyResponseSchema.parse(response.json());
      expect(data).toMatchObject({ survey_id: 2, answer_count: 3, already_finished: false });
      expect(data.user).toMatchObject({ user_id: user.id, blv_survey_completed: 1 });
      const [row] = await database().db.select().from(users).where(eq(users.id, user.id));
      expect(row?.blvSurveyCompleted).toBe(true);
      const submissions = await submissionsOf(user.id);
      expect(submissions).toEqual([
        expect.objectContaining({ id: data.submission_id, surveyId: 2, clientId: user.id }),
      ]);
      const read = await app.inject({
        method: 'POST',
        url: '/api/v1/getSurveyAnswerBySurveyIdAndUserId',
        headers,
        payload: { surveyId: 2 },
      });
      expect(
        surveyAnswersResponseSchema.parse(read.json()).data.map((answer) => answer.answer),
      ).toEqual(['moderate difficulty', 'white cane', 'phone app']);
    });

    it('is idempotent: a retried finish writes nothing and answers with the first submission', async () => {
      const { user, headers } = await signUp();
      const first = finishBlvSurveyResponseSchema.parse((await finish(headers, answers)).json());
      const before = [await submissionCount(), await answerCount()];
      const retry = await finish(headers, {
        surveyAns: [{ questionId: 21, answer: 'no difficulty' }],
      });
      expect(retry.statusCode).toBe(200);
      expect(finishBlvSurveyResponseSchema.parse(retry.json()).data).toEqual({
        ...first.data,
        already_finished: true,
      });
      expect([await submissionCount(), await answerCount()]).toEqual(before);
      expect(await submissionsOf(user.id)).toHaveLength(1);
    });

    it('two finishes at once store one submission', async () => {
      const { user, headers } = await signUp();
      const both = await Promise.all([finish(headers, answers), finish(headers, answers)]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
      const ids = both.map(
        (response) => finishBlvSurveyResponseSchema.parse(response.json()).data.submission_id,
      );
      expect(ids[0]).toBe(ids[1]);
      expect(await submissionsOf(user.id)).toHaveLength(1);
    });

    it('a survey marked done through edit-user without answers takes the first answers', async () => {
      const { user, headers } = await signUp({ blvSurveyCompleted: true });
      const response = await finish(headers, answers);
      expect(response.statusCode).toBe(201);
      expect(await submissionsOf(user.id)).toHaveLength(1);
    });

    it('400 for answers that are not survey 2’s, with details; nothing written', async () => {
      const { user, headers } = await signUp();
      const before = [await submissionCount(), await answerCount()];
      const response = await finish(headers, {
        surveyAns: [{ questionId: 1, answer: 'glaucoma' }],
      });
      expect(expectApiError(response, 400).details).toEqual([
        { path: 'body.surveyAns.0.questionId', message: 'Not a question of this survey' },
      ]);
      expectApiError(await finish(headers, { surveyAns: [] }), 400);
      expect([await submissionCount(), await answerCount()]).toEqual(before);
      const [row] = await database().db.select().from(users).where(eq(users.id, user.id));
      expect(row?.blvSurveyCompleted).toBe(false);
    });

    it("the spec's separate calls still work: save-answers then edit-user", async () => {
      const { user, headers } = await signUp();
      const saved = await saveAnswers(headers, { userId: user.id, surveySeqId: 2, ...answers });
      expect(saved.statusCode).toBe(201);
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/v1/edit-user/${user.id}`,
        headers,
        payload: { blv_survey_completed: 1 },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ data: { blv_survey_completed: 1 } });
    });
  });

  describe('reading answers', () => {
    let owner: Awaited<ReturnType<typeof signUp>>;

    beforeAll(async () => {
      owner = await signUp();
      await saveAnswers(owner.headers, {
        userId: owner.user.id,
        surveySeqId: 1,
        surveyAns: [
          { questionId: 1, answer: ['macular degeneration'] },
          { questionId: 2, answer: 'self' },
        ],
      });
      // The latest submission is the one read.
      await saveAnswers(owner.headers, {
        userId: owner.user.id,
        surveySeqId: 1,
        surveyAns: [
          { questionId: 5, answer: 'braille' },
          { questionId: 1, answer: ['retinitis pigmentosa', 'glaucoma'] },
        ],
      });
    });

    const readAll = (
      headers: Record<string, string>,
      userId: number,
      surveyId: number,
      questionId?: number,
    ) =>
      Promise.all([
        questionId === undefined
          ? app.inject({
              method: 'POST',
              url: '/api/v1/getSurveyAnswerBySurveyIdAndUserId',
              headers,
              payload: { userId, surveyId },
            })
          : app.inject({
              method: 'POST',
              url: '/api/v1/get-survey-answers-by-question-id',
              headers,
              payload: { userId, surveyId, questionId },
            }),
        app.inject({
          method: 'GET',
          url: `/api/v1/survey-answers?user_id=${userId}&survey_id=${surveyId}${
            questionId === undefined ? '' : `&question_id=${questionId}`
          }`,
          headers,
        }),
      ]);

    it('401 without a token', async () => {
      for (const response of await readAll({}, owner.user.id, 1)) expectApiError(response, 401);
    });

    it('returns the latest submission, in question and choice order, by POST and by GET', async () => {
      for (const response of await readAll(owner.headers, owner.user.id, 1)) {
        expect(response.statusCode).toBe(200);
        const { data } = surveyAnswersResponseSchema.strict().parse(response.json());
        expect(data.map((row) => [row.question_id, row.answer])).toEqual([
          [1, 'glaucoma'],
          [1, 'retinitis pigmentosa'],
          [5, 'braille'],
        ]);
        expect(data[0]).toEqual({
          question_id: 1,
          question_text_en: 'Which eye conditions affect your vision? Choose all that apply.',
          question_text_sp:
            '¿Qué afecciones de los ojos afectan su visión? Elija todas las que correspondan.',
          choice_text: 'Glaucoma',
          choice_text_sp: 'Glaucoma',
          answer: 'glaucoma',
        });
      }
    });

    it('one question, and the caller by default', async () => {
      for (const response of await readAll(owner.headers, owner.user.id, 1, 1)) {
        const { data } = surveyAnswersResponseSchema.parse(response.json());
        expect(data.map((row) => row.answer)).toEqual(['glaucoma', 'retinitis pigmentosa']);
      }
      const byDefault = await app.inject({
        method: 'POST',
        url: '/api/v1/get-survey-answers-by-question-id',
        headers: owner.headers,
        payload: { surveyId: 1, questionId: 5 },
      });
      expect(surveyAnswersResponseSchema.parse(byDefault.json()).data[0]?.choice_text_sp).toBe(
        'Braille',
      );
    });

    it('[] when there is no submission', async () => {
      for (const response of await readAll(owner.headers, owner.user.id, 2)) {
        expect(response.json()).toEqual({ data: [] });
      }
    });

    it("403 for another user's answers; an admin may read them", async () => {
      const stranger = await signUp();
      for (const response of await readAll(stranger.headers, owner.user.id, 1)) {
        expectApiError(response, 403);
      }
      const admin = await signUp({ isAdmin: true });
      for (const response of await readAll(admin.headers, owner.user.id, 1)) {
        expect(surveyAnswersResponseSchema.parse(response.json()).data).toHaveLength(3);
      }
    });

    it('400 for malformed ids', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/survey-answers?user_id=abc&survey_id=1',
        headers: owner.headers,
      });
      expectApiError(response, 400);
      expectApiError(
        await app.inject({
          method: 'GET',
          url: '/api/v1/survey-answers',
          headers: owner.headers,
        }),
        400,
      );
      expectApiError(
        await app.inject({
          method: 'POST',
          url: '/api/v1/getSurveyAnswerBySurveyIdAndUserId',
          headers: owner.headers,
          payload: { surveyId: '1 or 1=1' },
        }),
        400,
      );
    });
  });
});
