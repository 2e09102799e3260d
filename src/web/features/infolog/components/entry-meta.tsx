import { Tag } from 'antd';
import { CalendarOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../../lib/format';
import { localize } from '../../../lib/localize';
import type { ChangelogEntry } from '../api/types';
import { useInfologT } from '../i18n';
import '../changelog.css';

/** Group, author and date (dd.MM.yyyy, HH:mm / MM/dd/yyyy, HH:mm) of an entry. */
export function EntryMeta({ entry, showGroup = true }: { entry: ChangelogEntry; showGroup?: boolean }) {
  const { t, language } = useInfologT();
  return (
    <div className="cl-meta">
      {showGroup && (
        <Tag icon={<TeamOutlined />} className="cl-meta__group" data-testid="entry-group">
          {localize(entry.groupName, language)}
        </Tag>
      )}
      <span className="cl-meta__item">
        <UserOutlined />
        <span data-testid="entry-author">{t('entry.by', { name: entry.createdByName || t('common.unknownAuthor') })}</span>
      </span>
      <span className="cl-meta__item">
        <CalendarOutlined />
        <time dateTime={entry.createdAt} data-testid="entry-date">
          {formatDateTime(entry.createdAt)}
        </time>
      </span>
    </div>
  );
}
