import { Tag, Tooltip } from 'antd';
import { CheckOutlined, EyeOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useInfologT } from '../i18n';
import '../changelog.css';

/** 'Neu' for unread, 'Gelesen' for read entries. */
export function ReadBadge({ read }: { read: boolean }) {
  const { t } = useInfologT();
  return read ? (
    <Tag icon={<CheckOutlined />} className="cl-badge cl-badge--read" data-testid="entry-read-badge">
      {t('entry.read')}
    </Tag>
  ) : (
    <Tag color="blue" className="cl-badge cl-badge--new" data-testid="entry-new-badge">
      {t('entry.new')}
    </Tag>
  );
}

export function VideoBadge() {
  const { t } = useInfologT();
  return (
    <Tag icon={<VideoCameraOutlined />} color="purple" className="cl-badge" data-testid="entry-video-badge">
      {t('entry.video')}
    </Tag>
  );
}

/**
 * How many members have read an entry (spec section 2): secondary when everyone has, destructive
 * otherwise. With `onClick` it opens the read status.
 */
export function ReadCounter({ readCount, totalMembers, onClick }: { readCount: number; totalMembers: number; onClick?: (() => void) | undefined }) {
  const { t } = useInfologT();
  const everyone = totalMembers > 0 && readCount >= totalMembers;
  const label = t('entry.readCountLabel', { read: readCount, total: totalMembers });
  const tag = (
    <Tag
      icon={<EyeOutlined />}
      color={everyone ? 'default' : 'error'}
      className={`cl-read-counter cl-read-counter--${everyone ? 'secondary' : 'destructive'}`}
      data-testid="read-counter"
      data-variant={everyone ? 'secondary' : 'destructive'}
    >
      {t('entry.readCount', { read: readCount, total: totalMembers })}
    </Tag>
  );
  if (!onClick) return <Tooltip title={label}>{tag}</Tooltip>;
  return (
    <Tooltip title={`${label} – ${t('entry.showReadStatus')}`}>
      <button
        type="button"
        className="cl-read-counter__button"
        aria-label={`${label} – ${t('entry.showReadStatus')}`}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        {tag}
      </button>
    </Tooltip>
  );
}
