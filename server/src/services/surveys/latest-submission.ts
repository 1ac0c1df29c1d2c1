import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveySubmissions } from '../../db/schema.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The id of the user's latest submission of a survey (a later one replaces the earlier). */
export async function latestSubmissionId(
  db: Executor,
  userId: number,
  surveyId: number,
): Promise<number | null> {
  const [submission] = await db
    .select({ id: surveySubmissions.id })
    .from(surveySubmissions)
    .where(and(eq(surveySubmissions.userId, userId), eq(surveySubmissions.surveyId, surveyId)))
    .orderBy(desc(surveySubmissions.createdAt), desc(surveySubmissions.id))
    .limit(1);
  return submission?.id ?? null;
}
