import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Card, DatePicker, Table, Tooltip, type TableColumnsType } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { formatDate } from '../../../lib/format';
import { WORKS_COUNCIL_MIN_GROUP } from '../../../../shared/contracts/privacy';
import { REPORT_PAGE_SIZE, useWorksCouncilReport, type WorksCouncilRow } from '../api/queries';
import { DAY, defaultPeriod, figureCell, type ReportPeriod } from '../lib/report';
import { useDataProtectionT } from '../i18n';
import { CardTitle } from './card-title';

type FigureKey = 'rateStart' | 'rateEnd' | 'overdueStart' | 'overdueEnd';

const FIGURES: readonly { key: FigureKey; at: 'start' | 'end'; figure: 'completionRate' | 'overdue' }[] = [
  { key: 'rateStart', at: 'start', figure: 'completionRate' },
  { key: 'rateEnd', at: 'end', figure: 'completionRate' },
  { key: 'overdueStart', at: 'start', figure: 'overdue' },
  { key: 'overdueEnd', at: 'end', figure: 'overdue' },
];

/** A figure as the table shows it: the value, '< 5' (with its words for screen readers), or '–'. */
function Figure({ row, at, figure, min }: { row: WorksCouncilRow; at: 'start' | 'end'; figure: 'completionRate' | 'overdue'; min: number }) {
  const { t } = useDataProtectionT();
  const cell = figureCell(row[at], figure);
  const hinted = (shown: string, words: string): ReactNode => (
    <Tooltip title={words}>
      <span className="dp-muted" aria-label={words}>
        {shown}
      </span>
    </Tooltip>
  );
  switch (cell.kind) {
    case 'value':
      return <span className="dp-nowrap">{figure === 'completionRate' ? t('report.percent', { value: cell.value }) : cell.value}</span>;
    case 'fewer':
      return hinted(t('report.fewer', { min }), t('report.fewerLabel', { min }));
    case 'withheld':
      return hinted('–', t('report.withheld', { min }));
    case 'none':
      return hinted('–', t('report.noFigure'));
    default: {
      const never: never = cell;
      return never;
    }
  }
}

/**
 * 'Bericht für den Betriebsrat' (root, admin, auditor): a period (the last 12 months up to today
 * when the page opens), then per unit the people and, at the start and at the end of the period,
 * the compliance rate and the overdue instructions. The whole company comes first (bold) on every
 * page; units of fewer than minGroupSize people show no figure at all. Paged on the server.
 */
export function WorksCouncilReportCard() {
  const { t, language } = useDataProtectionT();
  const [period, setPeriod] = useState<ReportPeriod>(() => defaultPeriod());
  const [page, setPage] = useState(1);
  const report = useWorksCouncilReport({ ...period, page }, true);
  const data = report.data;
  const min = data?.minGroupSize ?? WORKS_COUNCIL_MIN_GROUP;
  const totalPages = data?.totalPages ?? 0;

  if (data && !report.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  const rows: WorksCouncilRow[] = data ? [data.company, ...data.units] : [];
  const isCompany = (row: WorksCouncilRow) => row.unitId === null;
  const figureColumns = FIGURES.map(({ key, at, figure }) => ({
    key,
    title: t(`report.columns.${key}`),
    align: 'right' as const,
    onCell: (row: WorksCouncilRow) => ({ colSpan: row.suppressed ? 0 : 1 }),
    render: (_: unknown, row: WorksCouncilRow) => <Figure row={row} at={at} figure={figure} min={min} />,
  }));
  const columns: TableColumnsType<WorksCouncilRow> = [
    {
      key: 'unit',
      title: t('report.columns.unit'),
      className: 'dp-unit',
      render: (_, row) => (isCompany(row) ? <span className="dp-strong">{row.name || t('report.company')}</span> : row.name),
    },
    {
      key: 'people',
      title: t('report.columns.people'),
      align: 'right',
      // a suppressed unit: one cell over the people and the four figures
      onCell: (row) => (row.suppressed ? { colSpan: 1 + FIGURES.length, className: 'dp-suppressed', style: { textAlign: 'center' } } : {}),
      render: (_, row) =>
        row.suppressed ? (
          <span className="dp-muted" data-testid="report-suppressed">
            {t('report.suppressed', { min })}
          </span>
        ) : row.people === null ? (
          <span className="dp-muted">{t('report.fewer', { min })}</span>
        ) : (
          row.people
        ),
    },
    ...figureColumns,
  ];

  const pickerFormat = language === 'de' ? 'DD.MM.YYYY' : 'MM/DD/YYYY';

  return (
    <Card className="dp-card" title={<CardTitle icon={<BarChartOutlined />} id="dp-report-title" text={t('report.title')} />} data-testid="works-council-report-card">
      <p className="dp-intro">{t('report.intro')}</p>
      <div className="dp-period">
        <label htmlFor="dp-report-period" className="dp-period__label">
          {t('report.period')}
        </label>
        <DatePicker.RangePicker
          id="dp-report-period"
          className="dp-period__picker"
          allowClear={false}
          format={pickerFormat}
          placeholder={[t('report.from'), t('report.to')]}
          value={[dayjs(period.from), dayjs(period.to)]}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(range) => {
            const [from, to] = range ?? [];
            if (!from || !to) return;
            setPeriod({ from: from.format(DAY), to: to.format(DAY) });
            setPage(1);
          }}
          data-testid="report-period"
        />
      </div>
      {report.isError ? (
        <LoadError title={t('report.loadErrorTitle')} message={report.error.message} onRetry={() => report.refetch()} />
      ) : (
        <>
          {data && (
            <p className="dp-muted dp-small" data-testid="report-as-of">
              {t('report.asOf', { from: formatDate(data.from), to: formatDate(data.to) })}
            </p>
          )}
          <Table<WorksCouncilRow>
            rowKey={(row) => row.unitId ?? 'company'}
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={report.isPending || (report.isFetching && report.isPlaceholderData)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: ' ' }}
            aria-label={t('report.tableLabel')}
            rowClassName={(row) => (isCompany(row) ? 'dp-report-row dp-report-row--company' : 'dp-report-row')}
            onRow={(row) => ({ 'data-testid': isCompany(row) ? 'report-company-row' : 'report-unit-row' }) as HTMLAttributes<HTMLElement>}
          />
          {data && data.totalCount === 0 && <p className="dp-muted dp-small">{t('report.empty')}</p>}
          <Pagination className="dp-pagination" page={page} pageSize={REPORT_PAGE_SIZE} total={data?.totalCount ?? 0} onChange={setPage} />
          <p className="dp-muted dp-small dp-legend">{t('report.legend', { min, below: min - 1 })}</p>
        </>
      )}
    </Card>
  );
}
