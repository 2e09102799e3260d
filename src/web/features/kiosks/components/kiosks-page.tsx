import { useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { App, Button, Grid, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, CheckCircleOutlined, ClockCircleOutlined, ExclamationCircleFilled, PlusOutlined, StopOutlined, TabletOutlined, WarningOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { PageHeader } from '../../../components/page-header';
import { EmptyPanel } from '../../../components/empty-panel';
import { IconStatusTag } from '../../../components/status-tag';
import { ListContent, ResultCount, ScrollingPagination, SurfaceSkeleton } from '../../../components/list-page';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useRunDelete } from '../../../lib/use-confirm-delete';
import { useRevokeKiosk } from '../api/mutations';
import { displayStatus, KIOSKS_PAGE_SIZE, useKiosks, type KioskView } from '../api/queries';
import { useKiosksT } from '../i18n';
import { AddKioskDialog } from './add-kiosk-dialog';
import '../../../styles/list-pages.css';
import '../kiosks.css';

type Status = KioskView['status'];

const STATUS_ICONS: Record<Status, ReactNode> = {
  pairing: <ClockCircleOutlined />,
  unpaired: <WarningOutlined />,
  paired: <CheckCircleOutlined />,
  revoked: <StopOutlined />,
};

/** The device's status: colour (kiosks.css) and icon, with when it changed under it. */
function KioskStatus({ kiosk, now }: { kiosk: KioskView; now: number }) {
  const { t } = useKiosksT();
  const status = displayStatus(kiosk, now);
  const tag = <IconStatusTag status={status} icons={STATUS_ICONS} className="kd-status" label={t(`status.${status}`)} testId="kiosk-status" />;
  let note: string | null = null;
  if (status === 'pairing') note = t('table.pairingUntil', { time: dayjs(kiosk.pairingExpiresAt).format('HH:mm') });
  else if (status === 'paired' && kiosk.pairedAt) note = t('table.pairedAt', { date: formatDate(kiosk.pairedAt) });
  else if (status === 'revoked' && kiosk.revokedAt) note = t('table.revokedAt', { date: formatDate(kiosk.revokedAt) });
  else if (status === 'unpaired') note = t('table.unpairedNote');
  return (
    <div className="kd-status-cell">
      {status === 'unpaired' ? (
        <Tooltip title={t('table.unpairedHint')}>
          <span>{tag}</span>
        </Tooltip>
      ) : (
        tag
      )}
      {note && <span className="kd-muted kd-small">{note}</span>}
    </div>
  );
}

function Units({ kiosk }: { kiosk: KioskView }) {
  const { t } = useKiosksT();
  if (kiosk.groups.length === 0) return <span className="kd-muted">{t('table.allUnits')}</span>;
  return <span className="kd-units">{kiosk.groups.map((g) => g.name).join(', ')}</span>;
}

function LastUsed({ kiosk }: { kiosk: KioskView }) {
  const { t } = useKiosksT();
  return kiosk.lastUsedAt ? <span className="kd-nowrap">{formatDateTime(kiosk.lastUsedAt)}</span> : <span className="kd-muted">{t('table.never')}</span>;
}

/** The clock the statuses are read against: 'Kopplung offen' turns into 'Nicht gekoppelt' on screen when the code runs out. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * /kiosks (issue 33 item 5, root and admin): the company's shared tablets, a page at a time from the
 * server, with their units, status, last use and creation; add one (its pairing code is shown once)
 * or revoke one. Reached from the users page.
 */
export function KiosksPage() {
  const { t } = useKiosksT();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const runRevoke = useRunDelete();
  const compact = !Grid.useBreakpoint().md;
  const now = useNow(30_000);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const kiosks = useKiosks(page);
  const revoke = useRevokeKiosk();
  const rows = kiosks.data?.kiosks ?? [];
  const totalPages = kiosks.data?.totalPages ?? 0;

  // A page beyond the end (the last device of the last page gone): step back.
  if (kiosks.data && !kiosks.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  const confirmRevoke = (kiosk: KioskView) =>
    modal.confirm({
      title: t('revoke.title', { name: kiosk.name }),
      icon: <ExclamationCircleFilled />,
      content: t('revoke.text'),
      okText: t('revoke.action'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      className: 'kd-revoke-confirm',
      onOk: async () => {
        await runRevoke({
          remove: () => revoke.mutateAsync(kiosk.id),
          successTitle: t('revoke.done'),
          successText: t('revoke.doneText', { name: kiosk.name }),
          failedText: t('revoke.failed'),
        });
      },
    });

  const revokeAction = (kiosk: KioskView) =>
    kiosk.status === 'revoked' ? null : (
      <Button size="small" danger icon={<StopOutlined />} aria-label={t('revoke.actionFor', { name: kiosk.name })} onClick={() => confirmRevoke(kiosk)} data-testid="kiosk-revoke">
        {t('revoke.action')}
      </Button>
    );

  const columns: TableColumnsType<KioskView> = compact
    ? [
        {
          key: 'kiosk',
          title: t('table.name'),
          render: (_, k) => (
            <div className="kd-card">
              <div className="kd-card__head">
                <span className="kd-name">{k.name}</span>
                <KioskStatus kiosk={k} now={now} />
              </div>
              <dl className="kd-card__facts">
                <dt>{t('table.units')}</dt>
                <dd>
                  <Units kiosk={k} />
                </dd>
                <dt>{t('table.lastUsed')}</dt>
                <dd>
                  <LastUsed kiosk={k} />
                </dd>
                <dt>{t('table.created')}</dt>
                <dd>{formatDate(k.createdAt)}</dd>
              </dl>
              {revokeAction(k)}
            </div>
          ),
        },
      ]
    : [
        { key: 'name', title: t('table.name'), render: (_, k) => <span className="kd-name">{k.name}</span> },
        { key: 'units', title: t('table.units'), render: (_, k) => <Units kiosk={k} /> },
        { key: 'status', title: t('table.status'), width: 210, render: (_, k) => <KioskStatus kiosk={k} now={now} /> },
        { key: 'lastUsed', title: t('table.lastUsed'), width: 170, render: (_, k) => <LastUsed kiosk={k} /> },
        { key: 'created', title: t('table.created'), width: 120, render: (_, k) => <span className="kd-nowrap">{formatDate(k.createdAt)}</span> },
        { key: 'actions', title: <span className="sr-only">{t('table.actions')}</span>, width: 120, align: 'right', render: (_, k) => revokeAction(k) },
      ];

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="add-kiosk">
      {t('page.add')}
    </Button>
  );

  const headerActions = (
    <Space wrap>
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate({ to: '/users' })}>
        {t('page.backToUsers')}
      </Button>
      {addButton}
    </Space>
  );

  return (
    <div className="page kd-page" data-testid="kiosks-page">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} extra={headerActions} />

      {kiosks.data && rows.length > 0 && <ResultCount testId="kiosks-count" text={t('page.count', { count: kiosks.data.totalCount })} />}

      <ListContent
        query={kiosks}
        loading={<SurfaceSkeleton className="kd-list" rows={4} />}
        errorTitle={t('page.loadErrorTitle')}
        isEmpty={rows.length === 0}
        empty={
          <EmptyPanel testId="kiosks-empty" icon={<TabletOutlined />} title={t('page.emptyTitle')} text={t('page.emptyText')}>
            <div className="list-empty-actions">{addButton}</div>
          </EmptyPanel>
        }
      >
        <section className={`surface kd-list${kiosks.isPlaceholderData ? ' list-grid--stale' : ''}`}>
          <Table<KioskView>
            rowKey="id"
            size={compact ? 'small' : 'middle'}
            columns={columns}
            dataSource={rows}
            pagination={false}
            showHeader={!compact}
            aria-label={t('page.tableLabel')}
            rowClassName={(k) => (k.status === 'revoked' ? 'kd-row kd-row--revoked' : 'kd-row')}
            onRow={(k) => ({ 'data-testid': 'kiosk-row', 'data-kiosk-name': k.name }) as HTMLAttributes<HTMLElement>}
          />
        </section>
        <ScrollingPagination page={page} pageSize={kiosks.data?.pageSize ?? KIOSKS_PAGE_SIZE} total={kiosks.data?.totalCount ?? 0} onChange={setPage} />
      </ListContent>

      <AddKioskDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
