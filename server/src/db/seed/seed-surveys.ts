import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { surveyChoices, surveyQuestions, surveys } from '../schema.ts';
import { choiceId, SURVEY_DEFINITIONS } from './surveys/survey-definitions.ts';
import { runVersionedSeed, type VersionedSeedOptions } from './versioned-seed.ts';

export const SURVEYS_SEED_NAME = 'surveys';
/** Bump when anything under ./surveys changes what is written. */
export const SURVEYS_SEED_REVISION = 2;

/** Seeds surveys 1 and 2 with questions and choices. */
export function seedSurveys(db: Db, options: VersionedSeedOptions = {}) {
  return runVersionedSeed(
    db,
    SURVEYS_SEED_NAME,
    `r${SURVEYS_SEED_REVISION}`,
    options,
    async (tx) => {
      const surveyRows = SURVEY_DEFINITIONS.map(({ id, title, titleSp }) => ({
        id,
        title,
        titleSp,
      }));
      const questionRows = SURVEY_DEFINITIONS.flatMap((survey) =>
        survey.questions.map((question, index) => ({
          id: question.id,
          surveyId: survey.id,
          position: index + 1,
          name: question.name,
          type: question.type,
          title: question.title,
          titleSp: question.titleSp,
        })),
      );
      const choiceRows = SURVEY_DEFINITIONS.flatMap((survey) =>
        survey.questions.flatMap((question) =>
          question.choices.map((choice, index) => ({
            id: choiceId(question.id, index + 1),
            questionId: question.id,
            position: index + 1,
            value: choice.value,
            text: choice.text,
            textSp: choice.textSp,
          })),
        ),
      );

      await tx
        .insert(surveys)
        .values(surveyRows)
        .onConflictDoUpdate({
          target: surveys.id,
          set: { title: sql`excluded.title`, titleSp: sql`excluded.title_sp` },
        });
      await tx
        .insert(surveyQuestions)
        .values(questionRows)
        .onConflictDoUpdate({
          target: surveyQuestions.id,
          set: {
            surveyId: sql`excluded.survey_id`,
            position: sql`excluded.position`,
            name: sql`excluded.name`,
            type: sql`excluded.type`,
            title: sql`excluded.title`,
            titleSp: sql`excluded.title_sp`,
          },
        });
      // Choices a later revision drops go; answers keep their values (they store values).
      const questionIds = questionRows.map((row) => row.id);
      await tx.delete(surveyChoices).where(
        and(
          inArray(surveyChoices.questionId, questionIds),
          notInArray(
            surveyChoices.id,
            choiceRows.map((row) => row.id),
          ),
        ),
      );
      await tx
        .insert(surveyChoices)
        .values(choiceRows)
        .onConflictDoUpdate({
          target: surveyChoices.id,
          set: {
            questionId: sql`excluded.question_id`,
            position: sql`excluded.position`,
            value: sql`excluded.value`,
            text: sql`excluded.text`,
            textSp: sql`excluded.text_sp`,
          },
        });
      return {
        surveys: surveyRows.length,
        surveyQuestions: questionRows.length,
        surveyChoices: choiceRows.length,
      };
    },
  );
}
