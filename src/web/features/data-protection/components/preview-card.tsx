import { useState, type HTMLAttributes } from 'react';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { EyeInvisibleOutlined, UserDeleteOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { ResultCount } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { PREVIEW_PAGE_SIZE, useDataProtectionPreview, type DataProtectionPreview, type PreviewLeaver } from '../api/queries';
import { useDataProtectionT } from '../i18n';
import { CardTitle } from './card-title';
import { ErasePersonDialog, type PersonToErase } from './erase-person-dialog';
import { PreviewRecords } from './preview-records';

/** Who is due (left at or before `leftBefore`, no legal hold), that the job does not run yet, and that one can pseudonymise now. */
function PreviewIntro({ preview }: { preview: DataProtectionPreview }) {
  const { t } = useDataProtectionT();
  const leftBefore = dayjs(preview.leftBefore);
  return (
    <p className="dp-intro" data-testid="preview-intro">
      {t('preview.intro', {
        date: formatDate(preview.leftBefore),
        time: leftBefore.isValid() ? leftBefore.format('HH:mm') : '',
        grace: t('preview.grace', { count: preview.leaverGraceDays }),
      })}
    </p>
  );
}

/**
 * 'Vorschau: Pseudonymisierung ausgeschiedener Personen' (root and admin): the dry run of the data
 * protection job, which does not exist yet. The leavers it would pseudonymise now, a page at a
 * time, longest gone first, each with 'Jetzt pseudonymisieren' (erasure on request, after a
 * confirmation); how many it skips for a legal hold; and the records of all of them by class with
 * what becomes of each. Nothing is changed by looking.
 */
export function PreviewCard() {
  const { t } = useDataProtectionT();
  const [page, setPage] = useState(1);
  const [erasing, setErasing] = useState<PersonToErase | null>(null);
  const preview = useDataProtectionPreview(page, true);
  const data = preview.data;
  const rows = data?.leavers ?? [];
  const totalPages = data?.totalPages ?? 0;

  // A page beyond the end (fewer people due since, e.g. a hold placed or the grace period raised): step back.
  if (data && !preview.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  const columns: TableColumnsType<PreviewLeaver> = [
    { key: 'name', title: t('preview.columns.name'), render: (_, l) => <span className="dp-strong">{l.name}</span> },
    {
      key: 'personnelNumber',
      title: t('preview.columns.personnelNumber'),
      render: (_, l) =>
        l.personnelNumber ? (
          <span className="dp-nowrap">{l.personnelNumber}</span>
        ) : (
          <span className="dp-muted">
            <span aria-hidden="true">–</span>
            <span className="sr-only">{t('preview.noPersonnelNumber')}</span>
          </span>
        ),
    },
    { key: 'leftAt', title: t('preview.columns.leftAt'), render: (_, l) => <span className="dp-nowrap">{formatDate(l.leftAt)}</span> },
    { key: 'dueSince', title: t('preview.columns.dueSince'), render: (_, l) => <span className="dp-nowrap">{formatDate(l.dueSince)}</span> },
    {
      key: 'actions',
      title: <span className="sr-only">{t('preview.columns.actions')}</span>,
      align: 'right',
      render: (_, l) => (
        <Button
          size="small"
          danger
          icon={<UserDeleteOutlined />}
          onClick={() => setErasing({ id: l.userId, name: l.name })}
          aria-label={t('preview.eraseFor', { name: l.name })}
          data-testid="preview-erase"
        >
          {t('preview.erase')}
        </Button>
      ),
    },
  ];

  return (
    <Card className="dp-card" title={<CardTitle icon={<EyeInvisibleOutlined />} id="dp-preview-title" text={t('preview.title')} />} data-testid="preview-card">
      {data && <PreviewIntro preview={data} />}
      {preview.isError ? (
        <LoadError title={t('preview.loadErrorTitle')} message={preview.error.message} onRetry={() => preview.refetch()} />
      ) : (
        <>
          {data && data.totalCount > 0 && <ResultCount testId="preview-count" className="dp-muted dp-small dp-count" text={t('preview.count', { count: data.totalCount })} />}
          <Table<PreviewLeaver>
            rowKey="userId"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={preview.isPending || (preview.isFetching && preview.isPlaceholderData)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: preview.isPending ? ' ' : t('preview.empty') }}
            aria-label={t('preview.tableLabel')}
            onRow={(l) => ({ 'data-testid': 'preview-row', 'data-user-id': l.userId }) as HTMLAttributes<HTMLElement>}
          />
          <Pagination className="dp-pagination" page={page} pageSize={PREVIEW_PAGE_SIZE} total={data?.totalCount ?? 0} onChange={setPage} />
          {data && data.heldCount > 0 && (
            <p className="dp-muted dp-small dp-held" data-testid="preview-held">
              {t('preview.held', { count: data.heldCount })}
            </p>
          )}
          {data && data.totalCount > 0 && <PreviewRecords preview={data} />}
        </>
      )}
      <ErasePersonDialog person={erasing} onClose={() => setErasing(null)} />
    </Card>
  );
}
