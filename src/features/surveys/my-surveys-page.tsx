import { Link } from 'react-aria-components';
import { useSearch } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PrintAnswersButton, SurveyAnswers } from '../../components/ui/survey-answers.tsx';
import {
  BLV_SURVEY_ID,
  ONBOARDING_SURVEY_ID,
  surveyAnswersResponseSchema,
} from '../../contracts/surveys.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { ROUTES } from '../../lib/destinations.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';

/**
 * /my-surveys: the user's answers, numbered, in the current language, with Print Survey
 * (the answers alone). The Blind Low Vision survey first; the onboarding questionnaire too
 * when it was answered. `?survey=1` shows the questionnaire, so a reload keeps the choice.
 */
export default function MySurveysPage() {
  const { t } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const search = useSearch();
  const userId = user?.user_id ?? null;
  const { load, retry } = useApiData(userId === null ? null : `my-surveys:${userId}`, async () => {
    const answers = (surveyId: number) =>
      session
        .request('/api/v1/getSurveyAnswerBySurveyIdAndUserId', {
          method: 'POST',
          body: { userId, surveyId },
          schema: surveyAnswersResponseSchema,
        })
        .then((response) => response.data);
    const [blv, questionnaire] = await Promise.all([
      answers(BLV_SURVEY_ID),
      answers(ONBOARDING_SURVEY_ID),
    ]);
    return { blv, questionnaire };
  });
  if (!user) return null;

  const surveys = [
    {
      id: BLV_SURVEY_ID,
      name: t('mySurveys.blv'),
      rows: load.status === 'ready' ? load.data.blv : [],
    },
    ...(load.status === 'ready' && load.data.questionnaire.length > 0
      ? [
          {
            id: ONBOARDING_SURVEY_ID,
            name: t('mySurveys.questionnaire'),
            rows: load.data.questionnaire,
          },
        ]
      : []),
  ];
  const requested = Number(new URLSearchParams(search).get('survey'));
  const shown = surveys.find((survey) => survey.id === requested) ?? surveys[0]!;

  return (
    <div className="page">
      <PageHeading title={`${shown.name} – ${t('mySurveys.heading')}`}>
        {t('mySurveys.heading')}
      </PageHeading>
      <div className="category-layout">
        <nav className="category-nav" aria-label={t('mySurveys.navLabel')}>
          <ul className="survey-nav-list">
            {surveys.map((survey) => (
              <li key={survey.id}>
                <Link
                  href={
                    survey.id === BLV_SURVEY_ID
                      ? ROUTES.mySurveys
                      : `${ROUTES.mySurveys}?survey=${survey.id}`
                  }
                  className="category-nav-link"
                  aria-current={survey.id === shown.id ? 'page' : undefined}
                >
                  {survey.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="my-survey-heading">
          <h2 id="my-survey-heading">{shown.name}</h2>
          <LoadState
            load={load.status === 'ready' ? { status: 'ready', data: shown.rows } : load}
            isEmpty={(rows) => rows.length === 0}
            loadingText={t('mySurveys.loading')}
            failedText={t('mySurveys.failed')}
            emptyText={t('mySurveys.notFound')}
            retryText={t('mySurveys.retry')}
            onRetry={retry}
          />
          {shown.rows.length > 0 ? (
            <>
              <SurveyAnswers rows={shown.rows} />
              <PrintAnswersButton>{t('mySurveys.print')}</PrintAnswersButton>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
