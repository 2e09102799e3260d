import { useState, type HTMLAttributes } from 'react';
import { Button, Card, Popconfirm, Table, type TableColumnsType } from 'antd';
import { LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { ResultCount } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { useRunDelete } from '../../../lib/use-confirm-delete';
import { useLiftLegalHold } from '../api/mutations';
import { LEGAL_HOLDS_PAGE_SIZE, useLegalHolds, type LegalHoldView } from '../api/queries';
import { useDataProtectionT } from '../i18n';
import { CardTitle } from './card-title';
import { PlaceHoldDialog } from './place-hold-dialog';

/** 'Aufheben' of one hold, confirmed in a Popconfirm. */
function LiftButton({ hold }: { hold: LegalHoldView }) {
  const { t } = useDataProtectionT();
  const lift = useLiftLegalHold();
  const runLift = useRunDelete();
  return (
    <Popconfirm
      title={t('holds.liftTitle', { name: hold.name })}
      description={t('holds.liftText')}
      okText={t('holds.lift')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        runLift({
          remove: () => lift.mutateAsync(hold.userId),
          successTitle: t('holds.lifted'),
          successText: t('holds.liftedText', { name: hold.name }),
          failedText: t('holds.liftFailed'),
        })
      }
    >
      <Button size="small" icon={<UnlockOutlined />} loading={lift.isPending} aria-label={t('holds.liftFor', { name: hold.name })} data-testid="legal-hold-lift">
        {t('holds.lift')}
      </Button>
    </Popconfirm>
  );
}

/**
 * 'Aufbewahrungssperren (Legal Hold)' (root and admin): the holds a page at a time, newest first,
 * each with 'Aufheben'; 'Sperre setzen' opens the dialog.
 */
export function LegalHoldsCard() {
  const { t } = useDataProtectionT();
  const [page, setPage] = useState(1);
  const [placing, setPlacing] = useState(false);
  const holds = useLegalHolds(page, true);
  const rows = holds.data?.holds ?? [];
  const totalPages = holds.data?.totalPages ?? 0;

  // A page beyond the end (the last hold of the last page lifted): step back.
  if (holds.data && !holds.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  const columns: TableColumnsType<LegalHoldView> = [
    { key: 'name', title: t('holds.columns.name'), render: (_, h) => <span className="dp-strong">{h.name}</span> },
    {
      key: 'identity',
      title: t('holds.columns.identity'),
      render: (_, h) => (
        <span className="dp-identity">
          {h.personnelNumber && <span className="dp-nowrap">{h.personnelNumber}</span>}
          {h.email && <span className="dp-muted">{h.email}</span>}
        </span>
      ),
    },
    { key: 'reason', title: t('holds.columns.reason'), className: 'dp-reason', render: (_, h) => h.reason },
    { key: 'since', title: t('holds.columns.since'), render: (_, h) => <span className="dp-nowrap">{formatDate(h.placedAt)}</span> },
    { key: 'by', title: t('holds.columns.by'), render: (_, h) => h.placedBy.name },
    { key: 'actions', title: <span className="sr-only">{t('holds.columns.actions')}</span>, align: 'right', render: (_, h) => <LiftButton hold={h} /> },
  ];

  return (
    <Card
      className="dp-card"
      title={<CardTitle icon={<LockOutlined />} id="dp-holds-title" text={t('holds.title')} />}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPlacing(true)} data-testid="legal-hold-add">
          {t('holds.add')}
        </Button>
      }
      data-testid="legal-holds-card"
    >
      <p className="dp-intro">{t('holds.intro')}</p>
      {holds.isError ? (
        <LoadError title={t('holds.loadErrorTitle')} message={holds.error.message} onRetry={() => holds.refetch()} />
      ) : (
        <>
          {holds.data && rows.length > 0 && <ResultCount testId="legal-holds-count" className="dp-muted dp-small dp-count" text={t('holds.count', { count: holds.data.totalCount })} />}
          <Table<LegalHoldView>
            rowKey="userId"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={holds.isPending || (holds.isFetching && holds.isPlaceholderData)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: holds.isPending ? ' ' : t('holds.empty') }}
            aria-label={t('holds.tableLabel')}
            onRow={(h) => ({ 'data-testid': 'legal-hold-row', 'data-user-id': h.userId }) as HTMLAttributes<HTMLElement>}
          />
          <Pagination className="dp-pagination" page={page} pageSize={LEGAL_HOLDS_PAGE_SIZE} total={holds.data?.totalCount ?? 0} onChange={setPage} />
        </>
      )}
      <PlaceHoldDialog open={placing} onClose={() => setPlacing(false)} />
    </Card>
  );
}
