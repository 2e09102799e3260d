import { useState, type HTMLAttributes } from 'react';
import { Card, Table, type TableColumnsType } from 'antd';
import { UserDeleteOutlined } from '@ant-design/icons';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { ResultCount } from '../../../components/list-page';
import { formatDateTime } from '../../../lib/format';
import { ERASURES_PAGE_SIZE, useErasures, type ErasuresPage } from '../api/queries';
import { useDataProtectionT } from '../i18n';
import { CardTitle } from './card-title';

type Erasure = ErasuresPage['erasures'][number];

/**
 * 'Pseudonymisierungen' (root and admin): the people pseudonymised, on request or by the scheduled
 * job, a page at a time, newest first: the pseudonym, the reason, who asked, when, and how many
 * events of the log were rewritten.
 */
export function ErasuresCard() {
  const { t } = useDataProtectionT();
  const [page, setPage] = useState(1);
  const erasures = useErasures(page, true);
  const data = erasures.data;
  const rows = data?.erasures ?? [];
  const totalPages = data?.totalPages ?? 0;

  // A page beyond the end (should the list shrink): step back.
  if (data && !erasures.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  const columns: TableColumnsType<Erasure> = [
    { key: 'name', title: t('erasures.columns.name'), render: (_, e) => <span className="dp-strong dp-nowrap">{e.name}</span> },
    { key: 'reason', title: t('erasures.columns.reason'), className: 'dp-reason', render: (_, e) => e.reason },
    { key: 'by', title: t('erasures.columns.by'), render: (_, e) => e.requestedBy?.name ?? <span className="dp-muted">{t('erasures.job')}</span> },
    { key: 'at', title: t('erasures.columns.at'), render: (_, e) => <span className="dp-nowrap">{formatDateTime(e.redactedAt)}</span> },
    { key: 'events', title: t('erasures.columns.events'), align: 'right', render: (_, e) => <span className="dp-number-cell">{e.redactedEvents}</span> },
  ];

  return (
    <Card className="dp-card" title={<CardTitle icon={<UserDeleteOutlined />} id="dp-erasures-title" text={t('erasures.title')} />} data-testid="erasures-card">
      <p className="dp-intro">{t('erasures.intro')}</p>
      {erasures.isError ? (
        <LoadError title={t('erasures.loadErrorTitle')} message={erasures.error.message} onRetry={() => erasures.refetch()} />
      ) : (
        <>
          {data && rows.length > 0 && <ResultCount testId="erasures-count" className="dp-muted dp-small dp-count" text={t('erasures.count', { count: data.totalCount })} />}
          <Table<Erasure>
            rowKey="userId"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={erasures.isPending || (erasures.isFetching && erasures.isPlaceholderData)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: erasures.isPending ? ' ' : t('erasures.empty') }}
            aria-label={t('erasures.tableLabel')}
            onRow={(e) => ({ 'data-testid': 'erasure-row', 'data-user-id': e.userId }) as HTMLAttributes<HTMLElement>}
          />
          <Pagination className="dp-pagination" page={page} pageSize={ERASURES_PAGE_SIZE} total={data?.totalCount ?? 0} onChange={setPage} />
        </>
      )}
    </Card>
  );
}
