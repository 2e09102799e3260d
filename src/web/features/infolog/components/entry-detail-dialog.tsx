import { useState, type ReactNode } from 'react';
import { Button, Modal, Space } from 'antd';
import { CheckOutlined, NotificationOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../../lib/format';
import type { ChangelogEntry } from '../api/types';
import { useInfologT } from '../i18n';
import { ReadBadge, VideoBadge } from './badges';
import { ChangelogVideo } from './changelog-video';
import { EntryMeta } from './entry-meta';
import { useMarkReadAction } from './use-mark-read';
import '../changelog.css';

export interface EntryDetailDialogProps {
  entry: ChangelogEntry;
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
  /** Extra content under the message (e.g. the read counter in the group panel). */
  extra?: ReactNode;
  /** Show the group name (the dashboard lists several groups). */
  showGroup?: boolean;
}

/**
 * One infolog entry in full: message, video player, the check button that marks it read, and
 * reading by watching (80 percent, within 5 s of the end, or ended).
 */
export function EntryDetailDialog({ entry, open, onClose, afterClose, extra, showGroup = true }: EntryDetailDialogProps) {
  const { t } = useInfologT();
  const { markRead, isPending } = useMarkReadAction();
  // The list behind the dialog refreshes after marking; until then the dialog knows it itself.
  const [readHere, setReadHere] = useState<string | null>(null);
  const readAt = entry.readAt ?? readHere;
  // Only members read (owners who are not members see the entry but have nothing to mark).
  const canMark = entry.canMarkRead && !readAt;

  const mark = async () => {
    if (!canMark) return;
    const at = await markRead(entry.id);
    if (at) setReadHere(at);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      width={720}
      centered
      className="cl-dialog cl-entry-dialog"
      title={
        <span className="cl-dialog-title">
          <NotificationOutlined /> <span data-testid="entry-dialog-title">{entry.title}</span>
        </span>
      }
      footer={
        <div className="cl-entry-dialog__footer">
          <span className="cl-muted">{readAt ? t('entry.readOn', { date: formatDateTime(readAt) }) : canMark && entry.videoUrl ? t('entry.watchHint') : ''}</span>
          <Space>
            {canMark && (
              <Button type="primary" icon={<CheckOutlined />} loading={isPending} onClick={() => void mark()} data-testid="entry-mark-read">
                {t('entry.markRead')}
              </Button>
            )}
            <Button onClick={onClose} data-testid="entry-close">
              {t('common.close')}
            </Button>
          </Space>
        </div>
      }
    >
      <div className="cl-entry" data-testid="entry-detail">
        <div className="cl-entry__badges">
          {entry.canMarkRead && <ReadBadge read={!!readAt} />}
          {entry.videoUrl && <VideoBadge />}
        </div>
        <EntryMeta entry={entry} showGroup={showGroup} />
        <p className="cl-entry__message" data-testid="entry-message">
          {entry.message}
        </p>
        {entry.videoUrl && <ChangelogVideo entry={entry} onWatched={canMark ? () => void mark() : undefined} />}
        {extra}
      </div>
    </Modal>
  );
}
