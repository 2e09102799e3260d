import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Select, Table, Tag } from 'antd';
import { DownloadOutlined, FileExcelOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { Pagination } from '../../../components/pagination';
import { serverMessageOr } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { localize } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { downloadExport, EMPTY_FILTERS, eventTypesQuery, searchPeople, searchTrainings, searchUnits, TRAIL_PAGE_SIZE, trailPageQuery, type TrailFilters, type TrailItem } from './api';
import { useTrailT } from './i18n';
import { RemoteSelect, type RemoteSelectProps } from './remote-select';
import './trail.css';

const DAY = 'YYYY-MM-DD';

/** "Protokoll": the company's audit trail with filters, server paging and CSV/XLSX export of the current filter. */
export function TrailTab() {
  const { t, language } = useTrailT();
  const toast = useToast();
  const [filters, setFilters] = useState<TrailFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const list = useQuery(trailPageQuery(filters, page, language));
  const types = useQuery(eventTypesQuery(language));
  const typeLabel = new Map((types.data?.items ?? []).map((x) => [x.type, x.label]));

  const change = (patch: Partial<TrailFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const range: [Dayjs | null, Dayjs | null] = [filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null];
  const exportAs = async (ext: 'csv' | 'xlsx') => {
    setExporting(ext);
    try {
      await downloadExport(ext, filters, language);
      toast.success(t('export.started'));
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('export.failed')));
    } finally {
      setExporting(null);
    }
  };
  const pickers: { key: 'person' | 'training' | 'unit'; kind: string; value: string | null; patch: (v: string | null) => Partial<TrailFilters>; search: RemoteSelectProps['search'] }[] = [
    { key: 'person', kind: 'people', value: filters.userId, patch: (v) => ({ userId: v }), search: searchPeople },
    { key: 'training', kind: `trainings-${language}`, value: filters.trainingId, patch: (v) => ({ trainingId: v }), search: (s, signal) => searchTrainings(s, (v) => localize(v, language), signal) },
    { key: 'unit', kind: 'units', value: filters.groupId, patch: (v) => ({ groupId: v }), search: searchUnits },
  ];
  const active = JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);

  return (
    <section className="au-trail" data-testid="audit-trail">
      <p className="au-intro">{t('intro')}</p>
      <Form layout="vertical" component="div" className="au-filters" aria-label={t('filters.label')} role="search">
        <Form.Item label={t('filters.period')} htmlFor="trail-period" className="au-filters__item au-filters__item--period">
          <DatePicker.RangePicker
            id="trail-period"
            allowEmpty={[true, true]}
            format={language === 'de' ? 'DD.MM.YYYY' : 'MM/DD/YYYY'}
            placeholder={[t('filters.from'), t('filters.to')]}
            value={range}
            onChange={(v) => change({ from: v?.[0]?.format(DAY) ?? null, to: v?.[1]?.format(DAY) ?? null })}
            data-testid="trail-period"
          />
        </Form.Item>
        {pickers.map(({ key, kind, value, patch, search }) => (
          <Form.Item key={key} label={t(`filters.${key}`)} htmlFor={`trail-${key}`} className="au-filters__item">
            <RemoteSelect
              id={`trail-${key}`}
              kind={kind}
              value={value}
              onChange={(v) => change(patch(v))}
              search={search}
              placeholder={t(`filters.${key}Placeholder`)}
              searchingText={t('filters.searching')}
              emptyText={t('filters.nothingFound')}
              testId={`trail-${key}`}
            />
          </Form.Item>
        ))}
        <Form.Item label={t('filters.type')} htmlFor="trail-type" className="au-filters__item au-filters__item--type">
          <Select<string[]>
            id="trail-type"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={t('filters.typePlaceholder')}
            value={filters.types}
            onChange={(v) => change({ types: v })}
            options={(types.data?.items ?? []).map((x) => ({ value: x.type, label: x.label }))}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="trail-type"
          />
        </Form.Item>
      </Form>
      <div className="au-toolbar">
        <span className="au-count" aria-live="polite">
          {list.data ? t('table.count', { count: list.data.total }) : ''}
        </span>
        <div className="au-toolbar__actions" role="group" aria-label={t('export.label')}>
          <Button icon={<ReloadOutlined />} disabled={!active} onClick={() => change(EMPTY_FILTERS)} data-testid="trail-reset">
            {t('filters.reset')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting === 'csv'} onClick={() => void exportAs('csv')} data-testid="trail-export-csv">
            {t('export.csv')}
          </Button>
          <Button type="primary" icon={<FileExcelOutlined />} loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')} data-testid="trail-export-xlsx">
            {t('export.xlsx')}
          </Button>
        </div>
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('table.loadFailed')}
          description={serverMessageOr(list.error, '')}
          action={<Button onClick={() => void list.refetch()}>{t('table.retry')}</Button>}
        />
      ) : (
        <Table<TrailItem>
          className="au-table"
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          pagination={false}
          locale={{ emptyText: t('table.empty') }}
          data-testid="trail-table"
          columns={[
            { key: 'at', title: t('table.at'), dataIndex: 'at', width: 150, responsive: ['sm'], render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time> },
            {
              key: 'type',
              title: t('table.type'),
              dataIndex: 'type',
              width: 200,
              responsive: ['lg'],
              render: (type: string) => <Tag className="au-type">{typeLabel.get(type) ?? type}</Tag>,
            },
            {
              key: 'text',
              title: t('table.text'),
              dataIndex: 'text',
              render: (text: string, item: TrailItem) => (
                <>
                  {/* on phones the time column is hidden: the time stands above the line */}
                  <time className="au-text__time" dateTime={item.at}>
                    {formatDateTime(item.at)}
                  </time>
                  <span className="au-text">{text}</span>
                </>
              ),
            },
            {
              key: 'actor',
              title: t('table.actor'),
              width: 180,
              responsive: ['md'],
              render: (_: unknown, item: TrailItem) => (item.actor.id === null ? t('table.system') : (item.actor.name ?? '')),
            },
          ]}
        />
      )}
      <Pagination page={page} pageSize={TRAIL_PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} className="au-pagination" />
    </section>
  );
}
