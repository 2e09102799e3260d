import { useState } from 'react';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useUnreadMessages, type UnreadMessage } from '../api/get-unread-messages';

const BADGE_CAP = 9;

function MessageList({ messages, onOpen }: { messages: UnreadMessage[]; onOpen: (message: UnreadMessage) => void }) {
  return (
    <ul className="bell-list">
      {messages.map((message) => (
        <li key={message.id}>
          <button type="button" className="bell-list__item" onClick={() => onOpen(message)}>
            <span className="bell-list__dot" aria-hidden="true" />
            <span className="bell-list__body">
              <strong className="bell-list__title">{message.title}</strong>
              <span className="bell-list__message">{message.message}</span>
              <span className="bell-list__date">{formatDate(message.createdAt)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Bell with the number of unread messages ('9+' above 9). With nothing unread there is no popover;
 * otherwise the popover 'Ungelesene Nachrichten' lists them and a click opens the entry on the
 * dashboard (/?highlight={id}).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { count, messages } = useUnreadMessages();
  const [open, setOpen] = useState(false);

  const bell = (
    <Badge count={count} overflowCount={BADGE_CAP} size="small">
      <Button
        type="text"
        shape="circle"
        className="icon-button"
        icon={<BellOutlined />}
        aria-label={count > 0 ? t('notifications.labelWithCount', { count }) : t('notifications.label')}
      />
    </Badge>
  );

  if (count === 0) {
    return <Tooltip title={t('notifications.none')}>{bell}</Tooltip>;
  }

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t('notifications.title')}
      content={
        <MessageList
          messages={messages}
          onOpen={(message) => {
            setOpen(false);
            void navigate({ to: '/', search: { highlight: message.id } });
          }}
        />
      }
    >
      {bell}
    </Popover>
  );
}

/** Compact variant for the mobile drawer: a labelled row with the same badge. */
export function NotificationSummary() {
  const { t } = useTranslation();
  const { count } = useUnreadMessages();
  return (
    <div className="drawer-notifications">
      <Badge count={count} overflowCount={BADGE_CAP} size="small">
        <BellOutlined className="drawer-notifications__icon" />
      </Badge>
      <span>{count > 0 ? t('notifications.labelWithCount', { count }) : t('notifications.none')}</span>
    </div>
  );
}
