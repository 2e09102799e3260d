import { useMemo, useRef, useState } from 'react';
import { Alert, Button, DatePicker, Progress, Select, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DELIVERED_LANGUAGE_NOT_RECORDED, type AsOfRow } from '../../../../shared/contracts/audit-as-of';
import { CONTENT_LANGUAGES, languageName } from '../../../../shared/languages';
import { PROGRESS_STATUSES, type ProgressStatus } from '../../../../shared/contracts/learning';
import { serverMessageOr } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { localize } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { asOfQueryOptions, downloadExport, pickQueryOptions, trendQueryOptions, type AsOfFilters, type PickKind } from './api';
import { useAsOfT } from './i18n';
import { AsOfStatusTag } from './status-tag';
import './as-of.css';

const PAGE_SIZE = 50;
const FORMAT = { de: 'DD.MM.YYYY HH:mm', en: 'MM/DD/YYYY HH:mm' } as const;

/** A search text that settles 300 ms after the last keystroke. */
function useSettled(): [string, (s: string) => void] {
  const [value, setValue] = useState('');
  const timer = useRef<number | undefined>(undefined);
  return [
    value,
    (s: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setValue(s.trim()), 300);
    },
  ];
}

/** A filter that picks one group, person or training, searched on the server while typing. */
function PickFilter({
  kind,
  label,
  placeholder,
  value,
  onChange,
}: {
  kind: PickKind;
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { language } = useAsOfT();
  const [search, setSearch] = useSettled();
  const found = useQuery(pickQueryOptions(kind, search));
  const id = `aof-${kind}`;
  return (
    <div className="aof-field">
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        showSearch
        allowClear
        filterOption={false}
        placeholder={placeholder}
        value={value}
        onSearch={setSearch}
        onChange={onChange}
        loading={found.isFetching}
        options={(found.data ?? []).map((o) => ({ value: o.value, label: localize(o.label, language) }))}
      />
    </div>
  );
}

/** "Stand zum Stichtag": the company's (person, training) rows as they stood at a past instant, with exports and a 12-month trend. */
export function AsOfTab() {
  const { t, language } = useAsOfT();
  const toast = useToast();
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const [groupId, setGroupId] = useState<string>();
  const [userId, setUserId] = useState<string>();
  const [trainingId, setTrainingId] = useState<string>();
  const [status, setStatus] = useState<ProgressStatus>();
  const [deliveredLanguage, setDeliveredLanguage] = useState<string>();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<string>();
  // "now" is taken when the tab opens (a second back, so that the server does not see it in the future)
  const [openedAt] = useState(() => new Date(Date.now() - 1_000).toISOString());

  const filters: AsOfFilters = { asOf: picked ? picked.toISOString() : openedAt, groupId, userId, trainingId, status, deliveredLanguage };
  const result = useQuery(asOfQueryOptions(filters, page, PAGE_SIZE));
  const trend = useQuery({ ...trendQueryOptions(groupId ?? ''), enabled: !!groupId });

  const change = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };

  const columns: TableColumnsType<AsOfRow> = useMemo(
    () => [
      {
        key: 'person',
        title: t('columns.person'),
        width: 220,
        render: (_, r) => (
          <div className="aof-person">
            <span>
              {r.lastName}, {r.firstName}
            </span>
            <span className="aof-email">{r.email}</span>
          </div>
        ),
      },
      { key: 'training', title: t('columns.training'), width: 200, render: (_, r) => localize(r.trainingTitle, language) },
      { key: 'groups', title: t('columns.groups'), width: 160, render: (_, r) => r.groups.map((g) => g.name).join(', ') },
      { key: 'assigned', title: t('columns.assignedSince'), width: 120, render: (_, r) => formatDate(r.assignedSince) },
      { key: 'deadline', title: t('columns.deadline'), width: 110, render: (_, r) => (r.deadline ? formatDate(r.deadline) : '–') },
      { key: 'status', title: t('columns.status'), width: 190, render: (_, r) => <AsOfStatusTag status={r.status} /> },
      {
        key: 'completed',
        title: t('columns.completedAt'),
        width: 150,
        render: (_, r) =>
          r.completedAt ? (
            <div className="aof-completed">
              <span>{formatDate(r.completedAt)}</span>
              {/* the language version it was delivered in (issue 34); null: not recorded, never read as German */}
              <span className="aof-language">{t('columns.deliveredLanguage', { name: r.deliveredLanguage ? languageName(r.deliveredLanguage, language) : t('columns.languageNotRecorded') })}</span>
            </div>
          ) : (
            '–'
          ),
      },
      { key: 'valid', title: t('columns.validUntil'), width: 120, render: (_, r) => (r.completedAt ? (r.validUntil ? formatDate(r.validUntil) : t('columns.forever')) : '–') },
      { key: 'evidence', title: t('columns.evidence'), width: 150, render: (_, r) => (r.evidenceId ? <span className="aof-evidence">{r.evidenceId.slice(0, 8)}</span> : '–') },
    ],
    [t, language],
  );

  const doExport = async (ext: 'csv' | 'xlsx' | 'pdf') => {
    setExporting(ext);
    try {
      await downloadExport(filters, ext, language);
    } catch (error) {
      toast.error(serverMessageOr(error, t('export.failed')));
    } finally {
      setExporting(undefined);
    }
  };

  const summary = result.data?.summary;
  const rate = summary && summary.total ? Math.round((summary.compliant / summary.total) * 100) : 0;
  const monthLabel = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const points = (trend.data?.points ?? []).map((p) => ({ month: monthLabel.format(new Date(`${p.month}-15T12:00:00Z`)), rate: p.total ? Math.round((p.compliant / p.total) * 100) : null, label: `${p.compliant} / ${p.total}` }));

  return (
    <section className="aof" aria-label={t('tab')}>
      <p className="aof-intro">{t('intro')}</p>
      <div className="aof-filters">
        <div className="aof-field">
          <label htmlFor="aof-as-of">{t('filters.asOf')}</label>
          <DatePicker
            id="aof-as-of"
            showTime={{ format: 'HH:mm' }}
            format={FORMAT[language]}
            value={picked}
            placeholder={`${t('filters.now')} (${dayjs(openedAt).format(FORMAT[language])})`}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={change(setPicked)}
            needConfirm={false}
          />
        </div>
        <PickFilter kind="group" label={t('filters.group')} placeholder={t('filters.anyGroup')} value={groupId} onChange={change(setGroupId)} />
        <PickFilter kind="person" label={t('filters.person')} placeholder={t('filters.anyPerson')} value={userId} onChange={change(setUserId)} />
        <PickFilter kind="training" label={t('filters.training')} placeholder={t('filters.anyTraining')} value={trainingId} onChange={change(setTrainingId)} />
        <div className="aof-field">
          <label htmlFor="aof-status">{t('filters.status')}</label>
          <Select
            id="aof-status"
            allowClear
            placeholder={t('filters.anyStatus')}
            value={status}
            onChange={change(setStatus)}
            options={PROGRESS_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </div>
        <div className="aof-field">
          <label htmlFor="aof-language">{t('filters.language')}</label>
          <Select
            id="aof-language"
            allowClear
            placeholder={t('filters.anyLanguage')}
            value={deliveredLanguage}
            onChange={change(setDeliveredLanguage)}
            options={[
              ...CONTENT_LANGUAGES.map((tag) => ({ value: tag, label: languageName(tag, language) })),
              { value: DELIVERED_LANGUAGE_NOT_RECORDED, label: t('columns.languageNotRecorded') },
            ]}
          />
        </div>
      </div>

      {result.isError ? <Alert type="error" showIcon message={serverMessageOr(result.error, t('loadError'))} /> : null}

      <div className="aof-bar">
        <div className="aof-summary" aria-live="polite">
          {summary ? (
            <>
              <span className="aof-summary-main">{t('summary.compliant', { x: summary.compliant, y: summary.total })}</span>
              <Progress percent={rate} size="small" aria-label={t('summary.rate')} />
            </>
          ) : null}
        </div>
        <div className="aof-exports" role="group" aria-label={t('export.label')}>
          {(['csv', 'xlsx', 'pdf'] as const).map((ext) => (
            <Button key={ext} icon={<DownloadOutlined />} loading={exporting === ext} onClick={() => void doExport(ext)}>
              {t(`export.${ext}`)}
            </Button>
          ))}
        </div>
      </div>

      {/* the wrapper scrolls (and takes focus for keyboard scrolling), not the table */}
      <div className="aof-table" tabIndex={0} role="region" aria-label={t('table')}>
      <Table<AsOfRow>
        rowKey={(r) => `${r.userId}:${r.trainingId}`}
        columns={columns}
        dataSource={result.data?.rows ?? []}
        loading={result.isFetching}
        size="middle"
        locale={{ emptyText: t('summary.none') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: result.data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
      </div>

      <div className="aof-trend">
        <h2>{t('trend.title')}</h2>
        <p>{groupId ? t('trend.hint') : t('trend.pickGroup')}</p>
        {groupId && points.length ? (
          <div style={{ width: '100%', height: 240 }}>
            <ResponsiveContainer>
              <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
                <XAxis dataKey="month" tick={{ fontSize: 12 }} />
                <YAxis domain={[0, 100]} unit=" %" tick={{ fontSize: 12 }} width={52} />
                <Tooltip formatter={(v, _n, item) => [`${String(v)} % (${(item.payload as { label: string }).label})`, t('trend.valid')]} />
                <Line type="monotone" dataKey="rate" stroke="#1d4ed8" strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
              </LineChart>
            </ResponsiveContainer>
          </div>
        ) : null}
      </div>
    </section>
  );
}
