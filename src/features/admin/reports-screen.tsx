import { useMemo, useState } from 'react';
import {
  Cell,
  Column,
  ListBoxItem,
  Row,
  Table,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import {
  PROBLEM_KINDS,
  PROBLEM_STATES,
  problemReportListSchema,
  type ProblemKind,
  type ProblemReport,
} from '../../contracts/problem-reports.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { adminReportPath } from '../../lib/destinations.ts';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { compareBy, sortableHeading } from './sortable-column.tsx';

type State = (typeof PROBLEM_STATES)[number];
type Kind = ProblemKind | 'all';
type SortColumn = 'record' | 'kind' | 'reported';

/** How long a details cell may be before it is cut (the report itself has them whole). */
const DETAILS_SHOWN = 120;

/**
 * Reports: a React Aria table of reports in one state (open by default) and, if chosen, one
 * kind; oldest first, sortable by record, kind and date. A row opens the report.
 */
export function ReportsScreen() {
  const { t, language } = useI18n();
  const session = useSession();
  const [state, setState] = useState<State>('open');
  const [kind, setKind] = useState<Kind>('all');
  const [sort, setSort] = useState<SortDescriptor>({
    column: 'reported',
    direction: 'ascending',
  });
  const key = `/api/v1/admin/problem-reports?state=${state}${kind === 'all' ? '' : `&kind=${kind}`}`;
  const { load, retry } = useApiData(key, (path) =>
    session.request(path, { schema: problemReportListSchema }),
  );
  const reports = useMemo(() => {
    if (load.status !== 'ready') return [];
    const keyOf: Record<SortColumn, (report: ProblemReport) => string> = {
      record: (report) => report.target.name,
      kind: (report) => t(`admin.kinds.${report.kind}`),
      reported: (report) => report.created_at,
    };
    return [...load.data.data].sort(compareBy(keyOf[sort.column as SortColumn], sort.direction));
  }, [load, sort, t]);

  return (
    <>
      <PageHeading>{t('admin.reports.heading')}</PageHeading>
      <div className="admin-filters">
        <SelectField
          label={t('admin.reports.stateLabel')}
          selectedKey={state}
          onSelectionChange={(next) => setState(next as State)}
        >
          {PROBLEM_STATES.map((option) => (
            <ListBoxItem key={option} id={option} className="menu-item">
              {t(`admin.states.${option}`)}
            </ListBoxItem>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.reports.kindLabel')}
          selectedKey={kind}
          onSelectionChange={(next) => setKind(next as Kind)}
        >
          {(['all', ...PROBLEM_KINDS] as const).map((option) => (
            <ListBoxItem key={option} id={option} className="menu-item">
              {option === 'all' ? t('admin.reports.allKinds') : t(`admin.kinds.${option}`)}
            </ListBoxItem>
          ))}
        </SelectField>
      </div>
      <LoadState
        load={load}
        isEmpty={(list) => list.data.length === 0}
        loadingText={t('admin.reports.loading')}
        failedText={t('admin.reports.failed')}
        emptyText={t('admin.reports.empty')}
        retryText={t('admin.retry')}
        onRetry={retry}
      />
      {reports.length > 0 ? (
        <div className="admin-table-wrap">
          {/* React Aria's Table has no <caption>: this visible line names the table instead. */}
          <p id="reports-caption" className="table-caption">
            {t('admin.reports.caption', {
              state: t(`admin.states.${state}`),
              count: reports.length,
            })}
          </p>
          <Table
            aria-labelledby="reports-caption"
            className="admin-table"
            sortDescriptor={sort}
            onSortChange={setSort}
          >
            <TableHeader>
              <Column id="record" isRowHeader allowsSorting className="admin-column">
                {sortableHeading(t('admin.reports.columns.record'))}
              </Column>
              <Column id="kind" allowsSorting className="admin-column">
                {sortableHeading(t('admin.reports.columns.kind'))}
              </Column>
              <Column id="details" className="admin-column">
                {t('admin.reports.columns.details')}
              </Column>
              <Column id="reported" allowsSorting className="admin-column">
                {sortableHeading(t('admin.reports.columns.reported'))}
              </Column>
            </TableHeader>
            <TableBody items={reports}>
              {(report) => (
                <Row id={report.id} href={adminReportPath(report.id)} className="admin-row">
                  <Cell className="admin-cell">{report.target.name}</Cell>
                  <Cell className="admin-cell">{t(`admin.kinds.${report.kind}`)}</Cell>
                  <Cell className="admin-cell">
                    {report.details.length > DETAILS_SHOWN
                      ? `${report.details.slice(0, DETAILS_SHOWN)}…`
                      : report.details}
                  </Cell>
                  <Cell className="admin-cell">{formatDate(report.created_at, language)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </>
  );
}
