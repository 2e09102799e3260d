import type { ReactNode } from 'react';
import { Button, Popconfirm, Select, Spin } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DebouncedSearch } from '../../../components/co-owner-list-editor';
import { useGroupsT } from '../i18n';
import { DeadlineSelect } from './shared';

/** What the picker offers: a value, its label and what is shown beside the label. */
export interface AssignOption {
  value: string;
  label: string;
  meta: ReactNode;
}

/**
 * The "assign" panel of the trainings and bundles dialogs: a searching picker, the deadline in weeks
 * and the assign button. `kind` picks the texts (`trainings.*`, `bundles.*`) and the ids the labels
 * and the e2e suite use (`assign-training`, `assign-bundle-deadline`, `…-submit`, `…-select`).
 */
export function AssignPanel({
  kind,
  search,
  options,
  fetching,
  showLoading = false,
  notFound,
  chosen,
  onChoose,
  weeks,
  onWeeks,
  pending,
  onSubmit,
}: {
  kind: 'training' | 'bundle';
  search: DebouncedSearch;
  options: AssignOption[];
  fetching: boolean;
  /** The picker's own spinner while the server is asked. */
  showLoading?: boolean;
  notFound: string;
  chosen: string | null;
  onChoose: (value: string) => void;
  weeks: number;
  onWeeks: (weeks: number) => void;
  pending: boolean;
  onSubmit: () => void;
}) {
  const { t } = useGroupsT();
  const ns = kind === 'bundle' ? 'bundles' : 'trainings';
  const id = `assign-${kind}`;
  const title = t(`${ns}.addTitle`);
  const deadlineLabel = t(`${ns}.deadlineLabel`);
  return (
    <section className="gr-panel" aria-label={title}>
      <h4 className="gr-panel__title">
        <PlusOutlined /> {title}
      </h4>
      <div className="gr-assign-row">
        <div className="gr-field gr-field--grow">
          <label className="gr-field__label" htmlFor={id}>
            {t(`${ns}.pickLabel`)}
          </label>
          <Select<string>
            id={id}
            showSearch={{ filterOption: false, searchValue: search.searchText, onSearch: search.onSearch }}
            placeholder={t(`${ns}.pickPlaceholder`)}
            value={chosen ?? undefined}
            onChange={onChoose}
            loading={showLoading && fetching}
            notFoundContent={fetching ? <Spin size="small" /> : notFound}
            options={options.map(({ value, label }) => ({ value, label }))}
            optionRender={(option) => (
              <span className="gr-option">
                <span className="gr-ellipsis">{option.label}</span>
                {options.find((o) => o.value === option.value)?.meta}
              </span>
            )}
            data-testid={`${id}-select`}
          />
        </div>
        <div className="gr-field">
          <label className="gr-field__label" htmlFor={`${id}-deadline`}>
            {deadlineLabel}
          </label>
          <DeadlineSelect id={`${id}-deadline`} value={weeks} onChange={onWeeks} ariaLabel={deadlineLabel} className="gr-deadline-select" testId={`${id}-deadline`} />
        </div>
        <Button type="primary" icon={<PlusOutlined />} disabled={chosen === null} loading={pending} onClick={onSubmit} data-testid={`${id}-submit`}>
          {t('common.assign')}
        </Button>
      </div>
    </section>
  );
}

/** A row's remove button behind a confirmation (spec section 8: a danger "Entfernen"). */
export function RemoveButton({ name, confirm, description, onConfirm }: { name: string; confirm: string; description?: string; onConfirm: () => unknown }) {
  const { t } = useGroupsT();
  return (
    <Popconfirm
      title={confirm}
      description={description}
      okText={t('common.remove')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('common.remove')}: ${name}`} />
    </Popconfirm>
  );
}
