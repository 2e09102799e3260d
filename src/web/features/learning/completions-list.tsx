import { useState } from 'react';
import { Skeleton } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '../../lib/format';
import { completionsQueryOptions, type CompletionView } from '../../lib/learning';
import { localize } from '../../lib/localize';
import { Pagination } from '../../components/pagination';
import { EvidenceButton } from './evidence-button';
import { useLearningT } from './i18n';
import { CompletionStatusTag } from './status';
import { LoadError } from '../../components/load-error';
import './learning.css';

function CompletionRow({ completion, language }: { completion: CompletionView; language: string }) {
  const { t } = useLearningT();
  const title = localize(completion.title, language);
  const shownTitle = completion.isDeleted ? t('deletedTraining') : title;
  return (
    <li className="ln-completion" data-testid="completion-row" data-completion-id={completion.id}>
      <span className="ln-completion__icon" aria-hidden="true">
        <SafetyCertificateOutlined />
      </span>
      <div className="ln-completion__main">
        <strong className={`ln-completion__title${completion.isDeleted ? ' ln-completion__title--deleted' : ''}`} title={title}>
          {shownTitle}
        </strong>
        <span className="ln-completion__meta">
          <span>
            {t('evidence.completedAt')}: {formatDateTime(completion.completedAt)}
          </span>
          {/* absent in answers about another person to a manager under the works-council mode (issue 35) */}
          {completion.percent !== undefined && (
            <span>
              {t('evidence.result')}: {Math.round(completion.percent)} %
            </span>
          )}
          {completion.cycle > 1 && <span>{t('evidence.cycle', { cycle: completion.cycle })}</span>}
          {completion.status === 'awaiting_practical' ? (
            <span>{t('practical.awaitingHint')}</span>
          ) : (
            <span>
              {t('evidence.validUntil')}: {completion.dueDate ? formatDate(completion.dueDate) : t('evidence.noExpiry')}
            </span>
          )}
          {completion.practical && (
            <span>{t('practical.signedOff', { date: formatDate(completion.practical.practicalDate), place: completion.practical.place, instructor: completion.practical.instructorName })}</span>
          )}
        </span>
      </div>
      <div className="ln-completion__side">
        <CompletionStatusTag status={completion.status} />
        {completion.evidenceUrl && <EvidenceButton completionId={completion.id} title={title || shownTitle} completedAt={completion.completedAt} />}
      </div>
    </li>
  );
}

/**
 * The caller's completions (GET /api/user/completions, newest first, refetched every 30 s) with the
 * evidence PDF of each. `limit` rows per page; with `paginate` the shared pagination follows.
 */
export function CompletionsList({ limit, paginate }: { limit: number; paginate?: boolean }) {
  const { t, uiLanguage: language } = useLearningT();
  const [page, setPage] = useState(1);
  const completions = useQuery(completionsQueryOptions({ page: paginate ? page : 1, limit }));

  if (completions.isPending) {
    return (
      <div className="ln-completions__loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (completions.isError) {
    return <LoadError title={t('evidence.loadError')} message={completions.error.message} onRetry={() => completions.refetch()} />;
  }
  const list = completions.data.completions;
  if (list.length === 0) {
    return (
      <div className="empty-panel" data-testid="completions-empty">
        <SafetyCertificateOutlined className="empty-panel__glyph" aria-hidden="true" />
        <p className="empty-panel__title">{t('evidence.empty')}</p>
        <p className="empty-panel__text">{t('evidence.emptyText')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={`ln-completions${completions.isPlaceholderData ? ' ln-completions--stale' : ''}`} data-testid="completions">
        {list.map((completion) => (
          <CompletionRow key={completion.id} completion={completion} language={language} />
        ))}
      </ul>
      {paginate && (
        <Pagination className="ln-completions__pagination" page={page} pageSize={limit} total={completions.data.totalCount} onChange={setPage} />
      )}
    </>
  );
}
