import { useEffect, useRef, useState } from 'react';
import { Button, Select } from 'antd';
import { FilePdfOutlined, LeftOutlined, PrinterOutlined, ReadOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import { PROGRESS_STATUSES, type ProgressStatus } from '../../../../shared/contracts/learning';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { serverMessageOr } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useGroupProgress, type ProgressReport } from '../api/queries';
import { openReportPdf } from '../api/report';
import type { ProgressFilters } from '../api/types';
import { useGroupsT } from '../i18n';
import type { GroupDialogProps } from './dialog-props';
import { GroupDialog } from './group-dialog';
import { PrintableReport } from './progress-print';
import { rowsFor, StatCards, TrainingTable } from './progress-report';
import { QueryState } from './shared';

const FIRST_PAGE: ProgressFilters = { page: 1, trainingPage: 1, search: '', status: '' };

/** The column pager: which ten of the unit's trainings the tables show (hidden when all fit on one page). */
function TrainingPager({ progress, onChange }: { progress: ProgressReport; onChange: (trainingPage: number) => void }) {
  const { t } = useGroupsT();
  if (progress.trainingTotalPages <= 1) return null;
  const page = progress.trainingPage;
  const from = (page - 1) * progress.trainingPageSize + 1;
  const to = Math.min(progress.trainingTotalCount, page * progress.trainingPageSize);
  return (
    <nav className="gr-report-columns" aria-label={t('progress.columns_pager.label')} data-testid="progress-training-pager">
      <span className="gr-report-columns__summary" aria-live="polite">
        {t('progress.columns_pager.summary', { from, to, total: progress.trainingTotalCount })}
      </span>
      <Button size="small" icon={<LeftOutlined />} disabled={page <= 1} onClick={() => onChange(page - 1)} data-testid="progress-training-prev">
        {t('progress.columns_pager.previous')}
      </Button>
      <Button size="small" icon={<RightOutlined />} iconPosition="end" disabled={page >= progress.trainingTotalPages} onClick={() => onChange(page + 1)} data-testid="progress-training-next">
        {t('progress.columns_pager.next')}
      </Button>
    </nav>
  );
}

/** Name search and status filter of the members; a change goes back to the first page. */
function MemberFilters({ progress, filters, onChange }: { progress: ProgressReport; filters: ProgressFilters; onChange: (next: ProgressFilters) => void }) {
  const { t } = useGroupsT();
  const filtered = Boolean(filters.search || filters.status);
  return (
    <div className="gr-report-filters">
      <div className="gr-report-filters__row">
        <SearchBox
          value={filters.search}
          onSearch={(search) => search !== filters.search && onChange({ ...filters, search, page: 1 })}
          placeholder={t('progress.filters.searchPlaceholder')}
          label={t('progress.filters.searchLabel')}
          className="gr-report-filters__search"
          testId="progress-search"
        />
        <Select<ProgressStatus | ''>
          className="gr-report-filters__status"
          value={filters.status}
          onChange={(status) => onChange({ ...filters, status, page: 1 })}
          aria-label={t('progress.filters.statusLabel')}
          popupMatchSelectWidth={false}
          options={[{ value: '', label: t('progress.filters.statusAll') }, ...PROGRESS_STATUSES.map((s) => ({ value: s, label: t(`progress.status.${s}`) }))]}
          data-testid="progress-status-filter"
        />
        <span className="gr-report-filters__count" data-testid="progress-member-count" aria-live="polite">
          {filtered
            ? t('progress.filters.countFiltered', { count: progress.totalCount, total: progress.stats.members })
            : t('progress.filters.count', { count: progress.totalCount })}
        </span>
      </div>
      {filters.status && <div className="gr-muted gr-report-filters__hint">{t('progress.filters.statusHint', { status: t(`progress.status.${filters.status}`) })}</div>}
    </div>
  );
}

function ReportBody({
  progress,
  stale,
  filters,
  onFilters,
  groupId,
  canEdit,
}: {
  progress: ProgressReport;
  stale: boolean;
  filters: ProgressFilters;
  onFilters: (next: ProgressFilters) => void;
  groupId: string;
  canEdit: boolean;
}) {
  const { t } = useGroupsT();
  const top = useRef<HTMLDivElement>(null);
  const filtered = Boolean(filters.search || filters.status);
  const paged = progress.totalPages > 1 || filtered;
  const goTo = (page: number) => {
    onFilters({ ...filters, page });
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="gr-report" data-testid="progress-report">
      <StatCards progress={progress} />
      {progress.trainings.length === 0 ? (
        <div className="gr-empty">
          <ReadOutlined className="gr-empty__icon" />
          <span>{t('progress.noTrainings')}</span>
        </div>
      ) : (
        <>
          <div ref={top} className="gr-report__anchor">
            {progress.stats.members > 0 && <MemberFilters progress={progress} filters={filters} onChange={onFilters} />}
            <TrainingPager progress={progress} onChange={(trainingPage) => onFilters({ ...filters, trainingPage })} />
          </div>
          <div className={`gr-report__page${stale ? ' gr-report__page--stale' : ''}`} aria-busy={stale}>
            {progress.totalCount === 0 && filtered ? (
              <div className="gr-empty" data-testid="progress-no-match">
                <SearchOutlined className="gr-empty__icon" />
                <strong>{t('progress.filters.noMatchTitle')}</strong>
                <span>{t('progress.filters.noMatchText')}</span>
                <Button size="small" onClick={() => onFilters(FIRST_PAGE)}>
                  {t('progress.filters.reset')}
                </Button>
              </div>
            ) : (
              progress.trainings.map((training, index) =>
                // under a status filter, only the trainings in which someone on this page has that status
                filters.status && rowsFor(progress, index, filters.status).length === 0 ? null : (
                  <TrainingTable
                    key={`${training.id}-${index}`}
                    progress={progress}
                    index={index}
                    groupId={groupId}
                    canEdit={canEdit}
                    paged={paged}
                    status={filters.status}
                  />
                ),
              )
            )}
          </div>
          <Pagination className="gr-report__pagination" page={progress.page} pageSize={progress.pageSize} total={progress.totalCount} onChange={goTo} />
        </>
      )}
    </div>
  );
}

const PRINTING_CLASS = 'gr-printing';

/**
 * Progress report of a group (spec section 2): statistics over the whole group, per-training
 * tables of one page (50) of members, searched and filtered on the server, deadline selector, PDF
 * export (every member, in a new window) and print (the page on screen).
 */
export function ProgressDialog(props: GroupDialogProps) {
  const { group, open } = props;
  const { t, language } = useGroupsT();
  const toast = useToast();
  const [filters, setFilters] = useState<ProgressFilters>(FIRST_PAGE);
  const progress = useGroupProgress(group.id, filters);
  const [pdfPending, setPdfPending] = useState(false);
  const canEdit = group.permissions.edit;
  const data = progress.data;

  // Never leave the page in print mode when the dialog goes away.
  useEffect(() => () => document.body.classList.remove(PRINTING_CLASS), []);

  // A page beyond the end (members left meanwhile): the last page (state adjusted while rendering).
  if (data && !progress.isPlaceholderData && data.totalPages > 0 && filters.page > data.totalPages) setFilters({ ...filters, page: data.totalPages });

  const exportPdf = async () => {
    setPdfPending(true);
    try {
      await openReportPdf(group.id, language, `${t('progress.title')} - ${group.name}.pdf`, filters.trainingPage);
    } catch (error) {
      toast.error(t('progress.pdfFailed'), serverMessageOr(error, t('progress.pdfFailedText')));
    } finally {
      setPdfPending(false);
    }
  };

  const print = () => {
    const done = () => {
      document.body.classList.remove(PRINTING_CLASS);
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    document.body.classList.add(PRINTING_CLASS);
    window.print();
  };

  return (
    <GroupDialog
      {...props}
      kind="progress"
      after={data && open && <PrintableReport progress={data} filters={filters} />}
    >
      <div className="gr-report-toolbar">
        <span className="gr-muted">{data ? t('progress.generatedAt', { date: formatDateTime(data.generatedAt) }) : ''}</span>
        <div className="gr-report-toolbar__actions">
          <Button icon={<PrinterOutlined />} disabled={!data} onClick={print} data-testid="progress-print-button">
            {t('progress.print')}
          </Button>
          <Button type="primary" icon={<FilePdfOutlined />} loading={pdfPending} onClick={() => void exportPdf()} data-testid="progress-pdf-button">
            {t('progress.pdf')}
          </Button>
        </div>
      </div>
      <QueryState query={progress}>
        {(report) => (
          <ReportBody
            progress={report}
            stale={progress.isPlaceholderData && progress.isFetching}
            filters={filters}
            onFilters={setFilters}
            groupId={group.id}
            canEdit={canEdit}
          />
        )}
      </QueryState>
    </GroupDialog>
  );
}
