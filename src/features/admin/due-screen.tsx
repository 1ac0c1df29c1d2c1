import { useMemo, useState } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { dueOrganizationsSchema, type DueOrganization } from '../../contracts/operator-console.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { adminOrganizationPath } from '../../lib/destinations.ts';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { compareBy, sortableHeading } from './sortable-column.tsx';

type SortColumn = 'record' | 'place' | 'verified' | 'views';

/**
 * Due for checking: the records never verified or verified over a year ago, in the server's
 * order (incomplete first, then busiest) until the operator sorts by a column. A row opens
 * the record to edit and verify.
 */
export function DueScreen() {
  const { t, language } = useI18n();
  const session = useSession();
  const { load, retry } = useApiData('/api/v1/admin/organizations/due', (path) =>
    session.request(path, { schema: dueOrganizationsSchema }),
  );
  const [sort, setSort] = useState<SortDescriptor | undefined>(undefined);
  const place = (row: DueOrganization) => [row.city, row.state].filter(Boolean).join(', ');
  const rows = useMemo(() => {
    if (load.status !== 'ready') return [];
    if (!sort) return load.data.data;
    const keyOf: Record<SortColumn, (row: DueOrganization) => string> = {
      record: (row) => row.organization,
      place,
      verified: (row) => row.verified_at ?? '',
      views: (row) => String(row.views),
    };
    return [...load.data.data].sort(compareBy(keyOf[sort.column as SortColumn], sort.direction));
  }, [load, sort]);

  const missing = (row: DueOrganization) =>
    [
      row.missing_phone ? t('admin.due.missingPhone') : null,
      row.missing_address ? t('admin.due.missingAddress') : null,
    ]
      .filter(Boolean)
      .join(', ') || t('admin.due.missingNothing');

  return (
    <>
      <PageHeading>{t('admin.due.heading')}</PageHeading>
      <p>{t('admin.due.intro')}</p>
      <LoadState
        load={load}
        isEmpty={(due) => due.data.length === 0}
        loadingText={t('admin.due.loading')}
        failedText={t('admin.due.failed')}
        emptyText={t('admin.due.empty')}
        retryText={t('admin.retry')}
        onRetry={retry}
      />
      {load.status === 'ready' && rows.length > 0 ? (
        <div className="admin-table-wrap">
          <p id="due-caption" className="table-caption">
            {t('admin.due.caption', { shown: rows.length, total: load.data.total })}
          </p>
          <Table
            aria-labelledby="due-caption"
            className="admin-table"
            {...(sort ? { sortDescriptor: sort } : {})}
            onSortChange={setSort}
          >
            <TableHeader>
              <Column id="record" isRowHeader allowsSorting className="admin-column">
                {sortableHeading(t('admin.due.columns.record'))}
              </Column>
              <Column id="place" allowsSorting className="admin-column">
                {sortableHeading(t('admin.due.columns.place'))}
              </Column>
              <Column id="missing" className="admin-column">
                {t('admin.due.columns.missing')}
              </Column>
              <Column id="views" allowsSorting className="admin-column">
                {sortableHeading(t('admin.due.columns.views'))}
              </Column>
              <Column id="verified" allowsSorting className="admin-column">
                {sortableHeading(t('admin.due.columns.verified'))}
              </Column>
            </TableHeader>
            <TableBody items={rows}>
              {(row) => (
                <Row id={row.id} href={adminOrganizationPath(row.id)} className="admin-row">
                  <Cell className="admin-cell">{row.organization}</Cell>
                  <Cell className="admin-cell">{place(row)}</Cell>
                  <Cell className="admin-cell">{missing(row)}</Cell>
                  <Cell className="admin-cell">{row.views}</Cell>
                  <Cell className="admin-cell">
                    {formatDate(row.verified_at, language) ?? t('admin.due.never')}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </>
  );
}
