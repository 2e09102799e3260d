import { useState } from 'react';
import { Button, Segmented, Skeleton } from 'antd';
import { CheckOutlined, InboxOutlined, MailOutlined, PhoneOutlined, ShopOutlined, TeamOutlined, UndoOutlined } from '@ant-design/icons';
import { Pagination } from '../../../components/pagination';
import { serverMessageOr } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useMarkContactRequest } from '../api/mutations';
import { useContactRequests } from '../api/queries';
import type { ContactRequestView, ContactStatusFilter } from '../api/types';
import { useMasterT } from '../i18n';
import { ToolbarSection } from './shared';
import { LoadError } from '../../../components/load-error';

const FILTERS: readonly ContactStatusFilter[] = ['open', 'done', 'all'];
/** Page size of GET /api/master/contact-requests (the server's, used until its first answer). */
const PAGE_SIZE = 15;

function ContactRequestItem({ request }: { request: ContactRequestView }) {
  const { t } = useMasterT();
  const toast = useToast();
  const mark = useMarkContactRequest();
  const name = `${request.firstName} ${request.lastName}`;

  const toggle = async () => {
    try {
      await mark.mutateAsync({ id: request.id, done: !request.done });
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('contact.markFailed')));
      return;
    }
    toast.success(request.done ? t('contact.reopened') : t('contact.markedDone'), name);
  };

  return (
    <li className={`ms-contact${request.done ? ' ms-contact--done' : ''}`} data-testid="contact-request" data-request-id={request.id}>
      <header className="ms-contact__head">
        <div className="ms-contact__who">
          <strong className="ms-contact__name" data-testid="contact-request-name">
            {name}
          </strong>
          <a className="ms-contact__email" href={`mailto:${request.email}`} aria-label={t('contact.replyTo', { name })}>
            <MailOutlined /> {request.email}
          </a>
        </div>
        <div className="ms-contact__state">
          {request.done ? (
            <span className="ms-status ms-status--done" data-testid="contact-request-status">
              {t('contact.doneAt', { date: formatDateTime(request.doneAt) })}
            </span>
          ) : (
            <span className="ms-status ms-status--open" data-testid="contact-request-status">
              {t('contact.open')}
            </span>
          )}
          <Button
            size="small"
            type={request.done ? 'default' : 'primary'}
            icon={request.done ? <UndoOutlined /> : <CheckOutlined />}
            loading={mark.isPending}
            onClick={() => void toggle()}
            aria-label={request.done ? t('contact.reopenOf', { name }) : t('contact.markDoneOf', { name })}
            data-testid="contact-request-toggle"
          >
            {request.done ? t('contact.reopen') : t('contact.markDone')}
          </Button>
        </div>
      </header>
      <dl className="ms-contact__facts">
        {request.company && (
          <div>
            <dt>
              <ShopOutlined /> {t('contact.company')}
            </dt>
            <dd>{request.company}</dd>
          </div>
        )}
        {request.phone && (
          <div>
            <dt>
              <PhoneOutlined /> {t('contact.phone')}
            </dt>
            <dd>
              <a href={`tel:${request.phone.replace(/[^0-9+]/g, '')}`}>{request.phone}</a>
            </dd>
          </div>
        )}
        {request.employees && (
          <div>
            <dt>
              <TeamOutlined /> {t('contact.employees')}
            </dt>
            <dd>{request.employees === '500+' ? '> 500' : request.employees.replace('-', '–')}</dd>
          </div>
        )}
      </dl>
      <p className="ms-contact__message" data-testid="contact-request-message">
        {request.message}
      </p>
      <footer className="ms-contact__date">{t('contact.receivedAt', { date: formatDateTime(request.requestedAt) })}</footer>
    </li>
  );
}

/**
 * The landing page's contact requests (issue 13, item 9): newest first, 15 a page, filtered by
 * open/done; each with a "done" mark the operator sets (and can take back).
 */
export function ContactRequestsPanel() {
  const { t } = useMasterT();
  const [status, setStatus] = useState<ContactStatusFilter>('open');
  const [page, setPage] = useState(1);
  const requests = useContactRequests(status, page);
  const data = requests.data;
  // a page that emptied (its last request marked done) falls back to the last page there is
  if (data && !requests.isPlaceholderData && page > data.totalPages) setPage(data.totalPages);

  let content;
  if (requests.isError && !data) {
    content = <LoadError title={t('contact.loadErrorTitle')} message={requests.error.message} onRetry={() => requests.refetch()} />;
  } else if (!data) {
    content = <Skeleton active paragraph={{ rows: 4 }} className="ms-contact-skeleton" />;
  } else if (data.requests.length === 0) {
    content = (
      <div className="empty-panel" data-testid="contact-requests-empty">
        <div className="empty-panel__icon" aria-hidden="true">
          <InboxOutlined />
        </div>
        <h3 className="empty-panel__title">{status === 'open' ? t('contact.emptyOpenTitle') : t('contact.emptyTitle')}</h3>
        <p className="empty-panel__text">{status === 'open' ? t('contact.emptyOpenText') : t('contact.emptyText')}</p>
      </div>
    );
  } else {
    content = (
      <ul className={`ms-contacts${requests.isPlaceholderData ? ' ms-contacts--stale' : ''}`} data-testid="contact-requests">
        {data.requests.map((r) => (
          <ContactRequestItem key={r.id} request={r} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <ToolbarSection
        titleId="ms-contact-title"
        title={t('contact.title')}
        count={data && { text: t('contact.count', { count: data.totalCount }), testId: 'contact-request-count' }}
        controls={
          <Segmented<ContactStatusFilter>
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={FILTERS.map((f) => ({ value: f, label: t(`contact.filter.${f}`) }))}
            aria-label={t('contact.filterLabel')}
            data-testid="contact-request-filter"
          />
        }
      >
        {content}
      </ToolbarSection>
      {data && data.requests.length > 0 && <Pagination page={page} pageSize={data.pageSize || PAGE_SIZE} total={data.totalCount} onChange={setPage} />}
    </>
  );
}

/** The open requests' count for the tab label (from the same list query the panel uses). */
export function useOpenContactRequestCount(): number | undefined {
  return useContactRequests('open', 1).data?.openCount;
}
