import { Button } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { BellList, DrawerBell, HeaderBell } from '../../../components/bell';
import { formatDate } from '../../../lib/format';
import { notificationSentence } from '../../../../shared/notification-text';
import type { NotificationItem } from '../../../../shared/contracts/notifications';
import { useMarkNotificationsRead, useUnreadNotifications } from '../api/notifications';
import { useNotificationsT } from '../i18n';
import '../notifications.css';

/**
 * The unread notices: the sentence of each (as in the mail), its date; a click marks it read and
 * opens My trainings (the units for an escalation, the training's questions for a question, the
 * player with the questions for an answer).
 */
function NoticeList({ items, total, onOpen, onReadAll }: { items: readonly NotificationItem[]; total: number; onOpen: (n: NotificationItem) => void; onReadAll: () => void }) {
  const { t, uiLanguage: language } = useNotificationsT();
  return (
    <>
      <BellList items={items} total={total} more={(count) => t('bell.more', { count })} onOpen={onOpen} listClass="bell-list bell-list--notices" listTestId="notice-list" itemTestId="notice-item">
        {(n) => (
          <>
            <span className="bell-list__message">{notificationSentence({ kind: n.kind, title: n.trainingTitle, date: n.date, days: n.days, person: n.personName }, language)}</span>
            <span className="bell-list__date">{formatDate(n.createdAt)}</span>
          </>
        )}
      </BellList>
      <div className="notice-bell__footer">
        <Button size="small" type="link" onClick={onReadAll} data-testid="notice-read-all">
          {t('bell.markAllRead')}
        </Button>
      </div>
    </>
  );
}

/** Marks a notice read and opens where it leads: a question where it is answered, an answer in the player, the units (their progress reports) for an escalation, the users page for a locked account, else My trainings. */
function useOpenNotice(): (n: NotificationItem) => void {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  return (n) => {
    markRead.mutate([n.id]);
    if (n.kind === 'question') void navigate({ to: '/trainings', search: { questions: n.trainingId } });
    else if (n.kind === 'answer') void navigate({ to: '/training/$id', params: { id: n.trainingId }, search: { questions: 1 } });
    else if (n.kind === 'account_locked') void navigate({ to: '/users' });
    else void navigate({ to: n.kind === 'escalation' ? '/groups' : '/my-trainings' });
  };
}

/**
 * Bell of the caller's training notices (assigned, reminders, overdue, window, expired, questions
 * to the instructor and their answers; issue 16),
 * beside the infolog bell: the unread count ('9+' above 9), polled every 30 s; the popover lists them.
 */
export function NoticeBell() {
  const { t } = useNotificationsT();
  const { count, items, isError } = useUnreadNotifications({ poll: true });
  const markRead = useMarkNotificationsRead();
  const openNotice = useOpenNotice();
  return (
    <HeaderBell
      icon={<CalendarOutlined />}
      count={count}
      texts={{ label: count > 0 ? t('bell.labelWithCount', { count }) : t('bell.label'), idle: isError ? t('bell.failed') : t('bell.none'), title: t('bell.title') }}
      badgeTestId="notice-badge"
      buttonTestId="notice-bell"
      list={(close) => (
        <NoticeList
          items={items}
          total={count}
          onOpen={(n) => {
            close();
            openNotice(n);
          }}
          onReadAll={() => {
            close();
            markRead.mutate(undefined);
          }}
        />
      )}
    />
  );
}

/** Small screens: the training notices in the drawer (where the header's bells go below 768 px). */
export function NoticeSummary({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useNotificationsT();
  const { count, items } = useUnreadNotifications({ poll: true });
  const markRead = useMarkNotificationsRead();
  const openNotice = useOpenNotice();
  return (
    <DrawerBell icon={<CalendarOutlined />} count={count} label={count > 0 ? t('bell.labelWithCount', { count }) : t('bell.none')} testId="drawer-notices">
      <NoticeList
        items={items}
        total={count}
        onOpen={(n) => {
          onNavigate?.();
          openNotice(n);
        }}
        onReadAll={() => markRead.mutate(undefined)}
      />
    </DrawerBell>
  );
}
