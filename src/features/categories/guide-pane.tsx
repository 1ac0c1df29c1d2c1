import { LoadState } from '../../components/ui/load-state.tsx';
import { SaveToggle } from '../../components/ui/save-toggle.tsx';
import { contentResponseSchema } from '../../contracts/catalog.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { GuideSections } from './guide-sections.tsx';
import { ReportProblemDialog } from '../../components/report-problem/report-problem-dialog.tsx';
import { GuideDownloadMenu } from './download-menu.tsx';

/** One guide sub-category's content (GET /content/{cat_id}/{sub_cat_id}), with its print menu. */
export function GuidePane({
  categoryId,
  subCategoryId,
  title,
}: {
  categoryId: number;
  subCategoryId: number;
  /** The guide's title in the page's language: its Save and Report a problem buttons say it. */
  title: string;
}) {
  const { t, language } = useI18n();
  const session = useSession();
  const { load, retry } = useApiData(`content/${categoryId}/${subCategoryId}`, async (key) => {
    const response = await session.request(`/api/v1/${key}`, { schema: contentResponseSchema });
    return response.data;
  });
  const guide = load.status === 'ready' ? load.data : null;
  const sections = guide ? (language === 'sp' ? guide.content_sp : guide.content_en) : [];
  const reviewed = guide ? formatDate(guide.reviewed_at, language) : null;

  return (
    <>
      <LoadState
        load={load}
        isEmpty={(data) => (language === 'sp' ? data.content_sp : data.content_en).length === 0}
        loadingText={t('categories.guide.loading')}
        failedText={t('categories.guide.failed')}
        emptyText={t('categories.guide.empty')}
        retryText={t('categories.retry')}
        onRetry={retry}
      />
      {guide ? (
        <>
          <div className="guide-actions">
            <SaveToggle
              item={{ kind: 'guide', category_id: categoryId, sub_category_id: subCategoryId }}
              name={title}
            />
            <GuideDownloadMenu guide={guide} />
          </div>
          {reviewed ? (
            <p className="hint">{t('categories.guide.reviewed', { date: reviewed })}</p>
          ) : null}
          <GuideSections sections={sections} />
          <p>
            <ReportProblemDialog target={{ type: 'guide', id: guide.id }} name={title} />
          </p>
        </>
      ) : null}
    </>
  );
}
