import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  trialSearchRequestSchema,
  trialSearchResponseSchema,
} from '../../../src/contracts/trials.ts';
import type { Db } from '../db/client.ts';
import { surveyAnswers, surveyQuestions } from '../db/schema.ts';
import { findZip } from '../services/geography/geography.ts';
import { latestSubmissionId } from '../services/surveys/latest-submission.ts';
import { OTHER_CONDITION_VALUE } from '../../../src/contracts/surveys.ts';
import { AppError } from '../errors.ts';
import { createDatabaseTrialCache } from '../services/clinical-trials/database-trial-cache.ts';
import {
  createRadiusTrialSearch,
  type RadiusTrialSearch,
} from '../services/clinical-trials/trial-search-by-radius.ts';
import {
  normalizeSearchTerms,
  type CachedTrialSearch,
} from '../services/clinical-trials/trial-search.ts';

export interface TrialRoutesOptions {
  /** Default: built from env (live registry when CLINICAL_TRIALS_API_URL is set). */
  search?: RadiusTrialSearch;
}

/** Spec section 9: the trial lookup uses survey 1, question 1. */
const TERMS_SURVEY_ID = 1;
const TERMS_QUESTION_POSITION = 1;

/** The answers of the user's latest submission of survey 1 to its first question. */
async function surveySearchTerms(db: Db, userId: number): Promise<string[]> {
  const submissionId = await latestSubmissionId(db, userId, TERMS_SURVEY_ID);
  if (submissionId === null) return [];
  const rows = await db
    .select({ answer: surveyAnswers.answer })
    .from(surveyAnswers)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
    .where(
      and(
        eq(surveyAnswers.submissionId, submissionId),
        eq(surveyQuestions.surveyId, TERMS_SURVEY_ID),
        eq(surveyQuestions.position, TERMS_QUESTION_POSITION),
      ),
    )
    .orderBy(surveyAnswers.id);
  // "Another condition, or not sure" would search the registry for the word "other".
  return rows
    .map((row) => row.answer.toLowerCase())
    .filter((answer) => answer !== OTHER_CONDITION_VALUE);
}

function requestedTerms(searchTerm: string | string[] | undefined): string[] {
  const terms = typeof searchTerm === 'string' ? [searchTerm] : (searchTerm ?? []);
  return terms.map((term) => term.trim()).filter(Boolean);
}

export const trialRoutes: FastifyPluginAsyncZod<TrialRoutesOptions> = async (app, options) => {
  const search =
    options.search ??
    createRadiusTrialSearch({
      // Without a configured registry every answer is the labelled sample snapshot.
      client: app.ctGov,
      cache: createDatabaseTrialCache<CachedTrialSearch>(app.database.db),
      logger: app.log,
    });

  const schema = {
    summary: 'Clinical trials recruiting near a ZIP code',
    description:
      'Recruiting clinical trials with a US site near the ZIP, from ClinicalTrials.gov or, ' +
      'when it is not configured or not reachable, from labelled sample data.',
    body: trialSearchRequestSchema,
    response: { 200: trialSearchResponseSchema },
  };

  for (const url of ['/clinical-trails-search', '/clinical-trials-search']) {
    app.post(url, { schema }, async (request) => {
      const { zipcode, miles, search_term: searchTerm } = request.body;
      const user = await request.currentUser();
      const db = app.database.db;

      const centroid = await findZip(db, zipcode);
      if (!centroid) {
        throw new AppError('validation_failed', undefined, [
          { path: 'zipcode', message: 'Enter valid zipcode' },
        ]);
      }

      let terms = requestedTerms(searchTerm);
      if (terms.length === 0) terms = await surveySearchTerms(db, user.id);

      // An empty list makes the service use its default eye conditions.
      const result = await search.search({
        zipcode,
        lat: centroid.latitude,
        lon: centroid.longitude,
        miles,
        searchTerms: terms,
      });
      return {
        results: result.results,
        source: result.source,
        is_sample: result.source === 'sample',
        search_terms: normalizeSearchTerms(terms),
        retrieved_at: result.retrievedAt,
      };
    });
  }
};
