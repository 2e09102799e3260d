import { createPortal } from 'react-dom';
import { useCurrentUser } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { ProgressReport } from '../api/queries';
import type { ProgressFilters } from '../api/types';
import { useGroupsT } from '../i18n';
import { isValidStatus, recertificationText, rowsFor, trainingTitle } from './progress-report';

/**
 * The printable form of the page of the report on screen: plain tables in a portal directly under
 * <body>. On screen it is hidden; while printing (body.gr-printing) everything else is (groups.css).
 * When the screen shows only part of the group, the header says which part (the PDF has all).
 */
export function PrintableReport({ progress, filters }: { progress: ProgressReport; filters: ProgressFilters }) {
  const { t, language } = useGroupsT();
  const { data: user } = useCurrentUser();
  const { stats } = progress;
  const companyName = progress.company?.name ?? user?.company?.name ?? '';
  const from = progress.totalCount === 0 ? 0 : (progress.page - 1) * progress.pageSize + 1;
  const to = Math.min(progress.totalCount, progress.page * progress.pageSize);
  const filter = [filters.search && `„${filters.search}“`, filters.status && t(`progress.status.${filters.status}`)].filter(Boolean).join(' · ');
  const partial = progress.totalPages > 1 || Boolean(filter);
  return createPortal(
    <div className="gr-print" data-testid="progress-print">
      <header className="gr-print__header">
        <div>
          <h1>{t('progress.reportTitle', { name: progress.group.name })}</h1>
          {progress.group.description && <p>{progress.group.description}</p>}
          {partial && (
            <p className="gr-print__scope" data-testid="progress-print-scope">
              {filter && `${t('progress.printFilter', { filter })} · `}
              {t('progress.printScope', { from, to, total: progress.totalCount, page: progress.page, pages: progress.totalPages })}
            </p>
          )}
        </div>
        <div className="gr-print__meta">
          {companyName && <div>{t('progress.company', { name: companyName })}</div>}
          <div>{t('progress.generatedAt', { date: formatDateTime(progress.generatedAt) })}</div>
        </div>
      </header>
      <table className="gr-print__stats">
        <tbody>
          <tr>
            <th>{t('progress.stats.members')}</th>
            <th>{t('progress.stats.trainings')}</th>
            <th>{t('progress.stats.completionRate')}</th>
            <th>{t('progress.stats.recertificationDue')}</th>
            <th>{t('progress.stats.expired')}</th>
            <th>{t('progress.stats.overdue')}</th>
          </tr>
          <tr>
            <td>{stats.members}</td>
            <td>{stats.trainings}</td>
            <td>{Math.round(stats.completionRate)} %</td>
            <td>{stats.recertificationDue}</td>
            <td>{stats.expired}</td>
            <td>{stats.overdue}</td>
          </tr>
        </tbody>
      </table>
      {progress.trainings.length === 0 && <p>{t('progress.noTrainings')}</p>}
      {progress.trainings.map((training, index) => {
        const rows = rowsFor(progress, index, filters.status);
        if (filters.status && rows.length === 0) return null;
        return (
          <section key={`${training.id}-${index}`} className="gr-print__training">
            <h2>{trainingTitle(training, language)}</h2>
            <p className="gr-print__training-meta">
              {training.deadline ? t('progress.trainingDeadline', { date: formatDate(training.deadline) }) : t('progress.noDeadline')} ·{' '}
              {filters.status
                ? t('progress.trainingMatches', { count: rows.length, status: t(`progress.status.${filters.status}`) })
                : t(partial ? 'progress.trainingSummaryPage' : 'progress.trainingSummary', { completed: rows.filter((r) => isValidStatus(r.entry.status)).length, total: rows.length })}
              {training.viaBundle ? ` · ${t('trainings.viaBundle', { name: training.viaBundle })}` : ''}
            </p>
            <table className="gr-print__table">
              <thead>
                <tr>
                  <th>{t('progress.columns.member')}</th>
                  <th>{t('progress.columns.status')}</th>
                  <th>{t('progress.columns.deadline')}</th>
                  <th>{t('progress.columns.completedAt')}</th>
                  <th>{t('progress.columns.recertification')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={5}>{t('progress.noMembers')}</td>
                  </tr>
                ) : (
                  rows.map((row) => (
                    <tr key={row.key}>
                      <td>
                        <strong>{row.name}</strong>
                        <br />
                        <span className="gr-print__muted">{row.email}</span>
                      </td>
                      <td className={`gr-print__status gr-print__status--${row.entry.status}`}>{t(`progress.status.${row.entry.status}`)}</td>
                      <td>{row.entry.deadline ? formatDate(row.entry.deadline) : '–'}</td>
                      <td>
                        {row.entry.completedAt ? formatDate(row.entry.completedAt) : '–'}
                        {row.entry.validUntil && (
                          <>
                            <br />
                            <span className="gr-print__muted">{t('progress.validUntil', { date: formatDate(row.entry.validUntil) })}</span>
                          </>
                        )}
                      </td>
                      <td>{recertificationText(row.entry, t)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </section>
        );
      })}
      <footer className="gr-print__footer">{t('progress.printFooter')}</footer>
    </div>,
    document.body,
  );
}
