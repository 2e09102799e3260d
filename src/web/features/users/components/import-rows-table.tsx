import { useState } from 'react';
import { Switch, Table, Tag, type TableColumnsType } from 'antd';
import type { UserImportRow } from '../../../../shared/contracts/identity';
import { useUsersT } from '../i18n';

const COLORS = { created: 'success', skipped: 'default', error: 'error' } as const;

/** The rows of an import answer, paged, with rows in error highlighted and an "errors only" switch. */
export function ImportRowsTable({ rows, done }: { rows: readonly UserImportRow[]; done: boolean }) {
  const t = useUsersT();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(1);
  const shown = onlyErrors ? rows.filter((r) => r.outcome !== 'created') : rows;
  const columns: TableColumnsType<UserImportRow> = [
    { key: 'row', title: t('import.col.row'), dataIndex: 'row', width: 72 },
    {
      key: 'email',
      title: t('import.col.email'),
      ellipsis: true,
      // a row without address is an employee known by the personnel number (issue 33)
      render: (_, r) => r.email || (r.personnelNumber ? t('table.personnelNumber', { number: r.personnelNumber }) : '—'),
    },
    {
      key: 'outcome',
      title: t('import.col.outcome'),
      width: 150,
      render: (_, r) => (
        <Tag color={COLORS[r.outcome]} data-testid="import-outcome">
          {t(done ? `import.outcomeDone.${r.outcome}` : `import.outcome.${r.outcome}`)}
        </Tag>
      ),
    },
    { key: 'reason', title: t('import.col.reason'), dataIndex: 'reason', render: (v: string | undefined) => v ?? '' },
  ];
  return (
    <div className="us-import__table">
      <label className="us-import__switch">
        <Switch
          size="small"
          checked={onlyErrors}
          onChange={(v) => {
            setOnlyErrors(v);
            setPage(1);
          }}
        />
        <span>{t('import.onlyErrors')}</span>
      </label>
      <Table<UserImportRow>
        aria-label={t('import.tableLabel')}
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={[...shown]}
        rowClassName={(r) => (r.outcome === 'error' ? 'us-import__row--error' : r.outcome === 'skipped' ? 'us-import__row--skipped' : '')}
        pagination={{ current: page, pageSize: 10, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
        scroll={{ x: 560 }}
        data-testid="import-rows"
      />
    </div>
  );
}
