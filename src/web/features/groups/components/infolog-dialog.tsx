import { useState } from 'react';
import { Alert, Button, Tooltip } from 'antd';
import { CheckOutlined, EyeOutlined, LeftOutlined, NotificationOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  EntryDetailDialog,
  EntryMeta,
  ReadBadge,
  ReadCounter,
  ReadStatusDialog,
  VideoBadge,
  groupChangelogQueryOptions,
  useInfologT,
  useMarkReadAction,
  type ChangelogEntry,
} from '../../infolog';
import { isApiError } from '../../../lib/api';
import { RetryAlert } from '../../../components/retry-alert';
import { useGroupsT } from '../i18n';
import { isForbidden } from '../lib/people';
import type { GroupDialogProps } from './dialog-props';
import { GroupDialog } from './group-dialog';
import { InfologMessageForm } from './infolog-message-form';
import { LoadingBlock } from '../../../components/loading-block';
import { EmptyNote } from './shared';

type Sub = { kind: 'detail' | 'readStatus'; entry: ChangelogEntry; open: boolean } | { kind: 'create'; open: boolean } | null;

function EntryRow({
  entry,
  canViewReadStatus,
  onOpen,
  onReadStatus,
}: {
  entry: ChangelogEntry;
  canViewReadStatus: boolean;
  onOpen: () => void;
  onReadStatus: () => void;
}) {
  const { t } = useGroupsT();
  const { markRead, pendingId } = useMarkReadAction();
  const unread = entry.canMarkRead && !entry.readAt;
  return (
    <li className={`gr-infolog__item${unread ? ' gr-infolog__item--unread' : ''}`} data-testid="infolog-entry" data-entry-id={entry.id}>
      <button type="button" className="gr-infolog__open" onClick={onOpen} aria-label={t('infolog.open', { title: entry.title })}>
        <span className="gr-infolog__head">
          <strong className="gr-infolog__title">{entry.title}</strong>
          {entry.canMarkRead && <ReadBadge read={!!entry.readAt} />}
          {entry.videoUrl && <VideoBadge />}
        </span>
        <span className="gr-infolog__message cl-clamp-3">{entry.message}</span>
      </button>
      <div className="gr-infolog__footer">
        <EntryMeta entry={entry} showGroup={false} />
        <div className="gr-infolog__actions">
          <ReadCounter readCount={entry.readCount} totalMembers={entry.totalMembers} onClick={canViewReadStatus ? onReadStatus : undefined} />
          {canViewReadStatus && (
            <Tooltip title={t('infolog.readStatus')}>
              <Button size="small" type="text" icon={<EyeOutlined />} aria-label={`${t('infolog.readStatus')}: ${entry.title}`} onClick={onReadStatus} data-testid="infolog-read-status" />
            </Tooltip>
          )}
          {unread && (
            <Tooltip title={t('infolog.markRead')}>
              <Button
                size="small"
                type="text"
                icon={<CheckOutlined />}
                aria-label={`${t('infolog.markRead')}: ${entry.title}`}
                loading={pendingId === entry.id}
                onClick={() => void markRead(entry.id)}
                data-testid="infolog-mark-read"
              />
            </Tooltip>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * The infolog of a group (spec section 2): its messages, 10 per page with Previous/Next and
 * 'Seite X von Y', 'Neue Nachricht' for those who may post, details with the video, marking read,
 * the read counter and the read status for those who may see it.
 */
export function InfologDialog(props: GroupDialogProps) {
  const { group, open } = props;
  const { t } = useGroupsT();
  const { t: tc } = useInfologT();
  const [page, setPage] = useState(1);
  const [sub, setSub] = useState<Sub>(null);
  const query = useQuery({ ...groupChangelogQueryOptions(group.id, page), enabled: open });
  const data = query.data;
  const canPost = data?.canPost ?? false;
  const canViewReadStatus = data?.canViewReadStatus ?? false;
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  // The detail shows the entry as the list has it now (read counts change while it is open).
  const live = (entry: ChangelogEntry) => {
    const listed = data?.changelogs.find((e) => e.id === entry.id);
    return listed ? { ...listed, readAt: listed.readAt ?? entry.readAt } : entry;
  };
  const closeSub = () => setSub((s) => (s ? { ...s, open: false } : s));

  let body;
  if (query.isPending) {
    body = <LoadingBlock />;
  } else if (query.isError) {
    const cause = (query.error as { cause?: unknown }).cause;
    body = isForbidden(cause) ? (
      <Alert type="info" showIcon title={t('general.noPermission')} />
    ) : (
      <RetryAlert
        title={tc('errors.fetchChangelog')}
        description={isApiError(cause) ? cause.message : query.error.message}
        onRetry={() => query.refetch()}
        testId="infolog-error"
      />
    );
  } else if (query.data.changelogs.length === 0 && page === 1) {
    body = (
      <EmptyNote icon={NotificationOutlined} title={t('infolog.emptyTitle')} text={canPost ? t('infolog.emptyTextCanPost') : t('infolog.emptyText')} testId="infolog-empty" />
    );
  } else {
    body = (
      <>
        <ul className={`gr-infolog${query.isPlaceholderData ? ' gr-infolog--stale' : ''}`} data-testid="infolog-list">
          {query.data.changelogs.map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              canViewReadStatus={canViewReadStatus}
              onOpen={() => setSub({ kind: 'detail', entry, open: true })}
              onReadStatus={() => setSub({ kind: 'readStatus', entry, open: true })}
            />
          ))}
        </ul>
        <nav className="gr-infolog__pager" aria-label={t('infolog.title')} data-testid="infolog-pager">
          <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {t('infolog.previous')}
          </Button>
          <span className="gr-infolog__page" data-testid="infolog-page">
            {t('infolog.pageOf', { page, total: totalPages })}
          </span>
          <Button disabled={page >= totalPages} onClick={() => setPage((p) => Math.min(totalPages, p + 1))}>
            {t('infolog.next')} <RightOutlined />
          </Button>
        </nav>
      </>
    );
  }

  return (
    <GroupDialog
      {...props}
      kind="infolog"
      after={
        <>
          {sub?.kind === 'detail' && (
            <EntryDetailDialog
              entry={live(sub.entry)}
              open={sub.open}
              onClose={closeSub}
              afterClose={() => setSub(null)}
              showGroup={false}
              extra={
                <div className="gr-infolog__detail-extra">
                  <ReadCounter
                    readCount={live(sub.entry).readCount}
                    totalMembers={live(sub.entry).totalMembers}
                    onClick={canViewReadStatus ? () => setSub({ kind: 'readStatus', entry: sub.entry, open: true }) : undefined}
                  />
                  {canViewReadStatus && (
                    <Button size="small" icon={<EyeOutlined />} onClick={() => setSub({ kind: 'readStatus', entry: sub.entry, open: true })} data-testid="entry-read-status">
                      {t('infolog.readStatus')}
                    </Button>
                  )}
                </div>
              }
            />
          )}
          {sub?.kind === 'readStatus' && <ReadStatusDialog entry={sub.entry} open={sub.open} onClose={closeSub} afterClose={() => setSub(null)} />}
          {sub?.kind === 'create' && (
            <InfologMessageForm
              groupId={group.id}
              groupName={group.name}
              open={sub.open}
              onClose={closeSub}
              afterClose={() => setSub(null)}
              onCreated={() => setPage(1)}
            />
          )}
        </>
      }
    >
      <div className="gr-infolog__toolbar">
        <p className="gr-muted gr-infolog__intro">
          {t('infolog.intro')}
          {data && data.totalCount > 0 && <span className="gr-infolog__count"> · {t('infolog.count', { count: data.totalCount })}</span>}
        </p>
        {canPost && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setSub({ kind: 'create', open: true })} data-testid="infolog-new">
            {t('infolog.newMessage')}
          </Button>
        )}
      </div>
      {body}
    </GroupDialog>
  );
}
