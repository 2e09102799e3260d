import { useState } from 'react';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { formatDate } from '../../../lib/format';
import { notificationSentence } from '../../../../shared/notification-text';
import type { NotificationItem } from '../../../../shared/contracts/notifications';
import { useMarkNotificationsRead, useUnreadNotifications } from '../api/notifications';
import { useNotificationsT } from '../i18n';
import '../notifications.css';

const BADGE_CAP = 9;

/** The unread notices: the sentence of each (as in the mail), its date; a click marks it read and opens My trainings. */
function NoticeList({ items, total, onOpen, onReadAll }: { items: readonly NotificationItem[]; total: number; onOpen: (n: NotificationItem) => void; onReadAll: () => void }) {
  const { t, language } = useNotificationsT();
  return (
    <>
      <ul className="bell-list" data-testid="notice-list">
        {items.map((n) => (
          <li key={n.id}>
            <button type="button" className="bell-list__item" onClick={() => onOpen(n)} data-testid="notice-item">
              <span className="bell-list__dot" aria-hidden="true" />
              <span className="bell-list__body">
                <span className="bell-list__message">{notificationSentence({ kind: n.kind, title: n.trainingTitle, date: n.date, days: n.days, person: n.personName }, language)}</span>
                <span className="bell-list__date">{formatDate(n.createdAt)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {total > items.length && <p className="bell-list__more">{t('bell.more', { count: total - items.length })}</p>}
      <div className="notice-bell__footer">
        <Button size="small" type="link" onClick={onReadAll} data-testid="notice-read-all">
          {t('bell.markAllRead')}
        </Button>
      </div>
    </>
  );
}

/**
 * Bell of the caller's training notices (assigned, reminders, overdue, window, expired; issue 16),
 * beside the infolog bell: the unread count ('9+' above 9), polled every 30 s; the popover lists them.
 */
export function NoticeBell() {
  const { t } = useNotificationsT();
  const navigate = useNavigate();
  const { count, items, isError } = useUnreadNotifications({ poll: true });
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);

  const bell = (
    <Badge count={count} overflowCount={BADGE_CAP} size="small" data-testid="notice-badge">
      <Button
        type="text"
        shape="circle"
        className="icon-button"
        icon={<CalendarOutlined />}
        aria-label={count > 0 ? t('bell.labelWithCount', { count }) : t('bell.label')}
        data-testid="notice-bell"
      />
    </Badge>
  );
  if (count === 0) return <Tooltip title={isError ? t('bell.failed') : t('bell.none')}>{bell}</Tooltip>;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t('bell.title')}
      rootClassName="bell-popover"
      content={
        <NoticeList
          items={items}
          total={count}
          onOpen={(n) => {
            setOpen(false);
            markRead.mutate([n.id]);
            void navigate({ to: n.kind === 'escalation' ? '/groups' : '/my-trainings' });
          }}
          onReadAll={() => {
            setOpen(false);
            markRead.mutate(undefined);
          }}
        />
      }
    >
      {bell}
    </Popover>
  );
}
