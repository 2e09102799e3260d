import type { ReactNode } from 'react';
import { Avatar, Button, Empty, Modal } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';
import { RetryAlert } from '../../../components/retry-alert';
import { personName } from '../../../lib/localize';
import { readStatusQueryOptions } from '../api/queries';
import { useInfologT } from '../i18n';
import { LoadingBlock } from '../../../components/loading-block';
import '../changelog.css';

const initialsOf = (p: { firstName: string; lastName: string }) => `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase() || '?';

/** One member in the read or unread list: initials, name and (read list) when they read it. */
function PersonRow({ person, testId, unread = false, children }: { person: { firstName: string; lastName: string }; testId: string; unread?: boolean; children?: ReactNode }) {
  return (
    <li className="cl-people__item" data-testid={testId}>
      <Avatar size={30} className={unread ? 'avatar-initials cl-people__avatar--unread' : 'avatar-initials'}>
        {initialsOf(person)}
      </Avatar>
      <span className="cl-people__name">{personName(person)}</span>
      {children}
    </li>
  );
}

/** Who has read an entry (with the time) and who has not (spec section 2, read-status dialog). */
export function ReadStatusDialog({
  entry,
  open,
  onClose,
  afterClose,
}: {
  entry: { id: string; title: string };
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}) {
  const { t } = useInfologT();
  const status = useQuery({ ...readStatusQueryOptions(entry.id), enabled: open });

  let body;
  if (status.isPending) {
    body = <LoadingBlock className="cl-center" />;
  } else if (status.isError) {
    body = <RetryAlert title={t('errors.fetchReadStatus')} onRetry={() => status.refetch()} />;
  } else {
    const { readBy, unreadBy } = status.data;
    body = (
      <div className="cl-read-status">
        <section data-testid="read-by">
          <h4 className="cl-read-status__heading cl-read-status__heading--read">
            <CheckCircleFilled /> {t('readStatus.readBy', { count: readBy.length })}
          </h4>
          {readBy.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('readStatus.nobodyRead')} />
          ) : (
            <ul className="cl-people">
              {readBy.map((person) => (
                <PersonRow key={person.id} person={person} testId="read-by-row">
                  <span className="cl-muted">{t('readStatus.readAt', { date: formatDateTime(person.readAt) })}</span>
                </PersonRow>
              ))}
            </ul>
          )}
        </section>
        <section data-testid="unread-by">
          <h4 className="cl-read-status__heading cl-read-status__heading--unread">
            <ClockCircleOutlined /> {t('readStatus.unreadBy', { count: unreadBy.length })}
          </h4>
          {unreadBy.length === 0 ? (
            <p className="cl-muted">{t('readStatus.everyoneRead')}</p>
          ) : (
            <ul className="cl-people">
              {unreadBy.map((person) => (
                <PersonRow key={person.id} person={person} testId="unread-by-row" unread />
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      width={520}
      centered
      className="cl-dialog cl-read-status-dialog"
      title={
        <span className="cl-dialog-title">
          <EyeOutlined /> {t('readStatus.title')}
          <span className="cl-dialog-title__sub">{entry.title}</span>
        </span>
      }
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {body}
    </Modal>
  );
}
