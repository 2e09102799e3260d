import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useInfologT } from '../i18n';
import { BellList, DrawerBell, HeaderBell } from '../../../components/bell';
import { formatDate } from '../../../lib/format';
import { useUnreadMessages, type UnreadMessage } from '../api/get-unread-messages';
import '../infolog-feed.css';

function MessageList({ messages, total, onOpen }: { messages: readonly UnreadMessage[]; total: number; onOpen: (message: UnreadMessage) => void }) {
  const { t } = useInfologT();
  return (
    <BellList items={messages} total={total} more={(count) => t('bell.more', { count })} onOpen={onOpen} listClass="bell-list" listTestId="bell-list" itemTestId="bell-item">
      {(message) => (
        <>
          <strong className="bell-list__title">{message.title}</strong>
          <span className="bell-list__message">{message.message}</span>
          <span className="bell-list__date">{formatDate(message.createdAt)}</span>
        </>
      )}
    </BellList>
  );
}

/** Opens an unread message on the dashboard (/?highlight={id}), which shows it and marks it read. */
function useOpenMessage() {
  const navigate = useNavigate();
  return (message: UnreadMessage) => void navigate({ to: '/', search: { highlight: message.id } });
}

/**
 * Bell with the number of unread messages ('9+' above 9), polled every 30 s. With nothing unread there
 * is no popover; otherwise the popover 'Ungelesene Nachrichten' lists them (title, message in two
 * lines, date, red dot) and a click opens the entry on the dashboard and closes the popover.
 */
export function NotificationBell() {
  const { t } = useInfologT();
  const open = useOpenMessage();
  const { count, messages, isError } = useUnreadMessages({ poll: true });
  return (
    <HeaderBell
      icon={<BellOutlined />}
      count={count}
      texts={{ label: count > 0 ? t('bell.labelWithCount', { count }) : t('bell.label'), idle: isError ? t('errors.fetchCount') : t('bell.none'), title: t('bell.title') }}
      badgeTestId="bell-badge"
      buttonTestId="notification-bell"
      list={(close) => (
        <MessageList
          messages={messages}
          total={count}
          onOpen={(message) => {
            close();
            open(message);
          }}
        />
      )}
    />
  );
}

/** Compact variant for the mobile drawer: the count and the unread messages, each opening on the dashboard. */
export function NotificationSummary({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useInfologT();
  const open = useOpenMessage();
  const { count, messages } = useUnreadMessages();
  return (
    <DrawerBell icon={<BellOutlined />} count={count} label={count > 0 ? t('bell.labelWithCount', { count }) : t('bell.none')} testId="drawer-notifications">
      <MessageList
        messages={messages}
        total={count}
        onOpen={(message) => {
          onNavigate?.();
          open(message);
        }}
      />
    </DrawerBell>
  );
}
